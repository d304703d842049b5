//! The rate meter against its definition (constant rates exactly, whatever the spacing of
//! the samples; a change of rate weighted by time alone), and the words read back to the
//! numbers they stand for, on seeded random rates and durations.

use super::*;
use crate::tests::support::{seeded, RngExt};

#[test]
fn a_constant_rate_is_exact_whatever_the_spacing() {
    let mut rng = seeded(0x7a7e);
    for _ in 0..200 {
        let rate = 1.0 + rng.random_range(..1_000_000u64) as f64;
        let mut meter = RateMeter::new(1.0 + rng.random_range(..30u64) as f64);
        let (mut t, start) = (0.0, rng.random_range(..1000u64));
        meter.observe(t, start);
        for _ in 0..20 {
            t += 0.01 + rng.random_range(..1000u64) as f64 / 100.0;
            meter.observe(t, start + (rate * t).round() as u64);
        }
        let got = meter.rate().unwrap();
        assert!((got - rate).abs() <= 1.0 / 0.01 + rate * 1e-9, "{got} against {rate}");
        let done = start + (rate * t).round() as u64;
        let left = meter.seconds_left(done, done + (rate * 60.0) as u64).unwrap();
        assert!((left - 60.0).abs() < 1.0, "{left}");
    }
}

/// After a jump from rate a to rate b lasting `tau` seconds, the estimate is b + (a - b)/e,
/// in samples every 0.05 s or every 2 s alike: only time weighs.
#[test]
fn a_change_of_rate_is_weighted_by_time_alone() {
    for spacing in [0.05, 0.5, 2.0] {
        let mut meter = RateMeter::new(20.0);
        let mut t = 0.0;
        let mut done = 0.0;
        meter.observe(0.0, 0);
        while t < 100.0 - 1e-9 {
            t += spacing;
            done += 1000.0 * spacing;
            meter.observe(t, done as u64);
        }
        while t < 120.0 - 1e-9 {
            t += spacing;
            done += 5000.0 * spacing;
            meter.observe(t, done as u64);
        }
        let expected = 5000.0 + (1000.0 - 5000.0) / std::f64::consts::E;
        let got = meter.rate().unwrap();
        assert!((got - expected).abs() < 0.5, "spacing {spacing}: {got} against {expected}");
    }
}

#[test]
fn samples_out_of_order_restart_the_average() {
    let mut meter = RateMeter::new(5.0);
    meter.observe(0.0, 0);
    meter.observe(1.0, 100);
    meter.observe(1.0, 150); // no time passed: counted with the next sample
    meter.observe(2.0, 200);
    assert_eq!(meter.rate(), Some(100.0));
    meter.observe(3.0, 50); // fewer done: a new run
    assert_eq!(meter.rate(), None);
    assert_eq!(meter.seconds_left(50, 60), None);
    meter.observe(4.0, 250);
    assert_eq!(meter.rate(), Some(200.0));
    assert_eq!(RateMeter::new(f64::NAN).seconds_left(10, 5), Some(0.0));
}

/// The number and scale word read back give the rate within the rounding of three
/// significant digits, and the scale is the largest that keeps the number at least 1.
#[test]
fn rate_words_read_back_to_the_rate() {
    let mut rng = seeded(0x5ca1e);
    for _ in 0..2000 {
        let exponent = rng.random_range(..12u64) as i32 - 2;
        let rate = 10f64.powi(exponent) * (1.0 + rng.random_range(..9000u64) as f64 / 1000.0);
        let text = rate_text(rate, "heaps");
        let mut words = text.split(' ');
        let digits = words.next().unwrap();
        let number: f64 = digits.parse().unwrap();
        let decimals = digits.split('.').nth(1).map_or(0, str::len) as i32;
        let rest: Vec<&str> = words.collect();
        let scale = match rest[..] {
            ["heaps/s"] => 1.0,
            ["thousand", "heaps/s"] => 1e3,
            ["million", "heaps/s"] => 1e6,
            ["billion", "heaps/s"] => 1e9,
            _ => panic!("{text}"),
        };
        let back = number * scale;
        // The number is the rate rounded to its last digit shown.
        let tolerance = 0.5 * 10f64.powi(-decimals) * scale;
        assert!((back - rate).abs() <= tolerance * (1.0 + 1e-9), "{rate}: {text}");
        assert!(
            (1..=3).contains(&digits.chars().filter(char::is_ascii_digit).count()) || number < 1.0,
            "{text}"
        );
        assert!(number >= 1.0 || scale == 1.0, "{rate}: {text}");
        assert!(number < 1000.0 || scale == 1e9, "{rate}: {text}");
    }
    assert_eq!(rate_text(f64::NAN, "values"), "0.00 values/s");
    assert_eq!(rate_text(-3.0, "values"), "0.00 values/s");
}

#[test]
fn durations_read_back_to_the_seconds() {
    let mut rng = seeded(0xd0e5);
    for _ in 0..2000 {
        let seconds = rng.random_range(..400_000u64) as f64 / 3.0;
        let text = duration_text(seconds);
        let words: Vec<&str> = text.split(' ').collect();
        let (back, unit) = match words[..] {
            [s, "s"] => (s.parse::<f64>().unwrap(), 1.0),
            [m, "min", s, "s"] => (m.parse::<f64>().unwrap() * 60.0 + s.parse::<f64>().unwrap(), 1.0),
            [h, "h", m, "min"] => {
                (h.parse::<f64>().unwrap() * 3600.0 + m.parse::<f64>().unwrap() * 60.0, 60.0)
            }
            [d, "d", h, "h"] => {
                (d.parse::<f64>().unwrap() * 86_400.0 + h.parse::<f64>().unwrap() * 3600.0, 3600.0)
            }
            _ => panic!("{text}"),
        };
        assert!((back - seconds).abs() <= unit / 2.0 + 1e-9, "{seconds}: {text}");
    }
    assert_eq!(duration_text(f64::INFINITY), "?");
}
