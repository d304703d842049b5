//! How a long computation reports its progress to a person: a smoothed rate
//! ([`RateMeter`]) and the time left at that rate, in words with units that fit
//! ([`rate_text`]: "850 values/s", "12.3 thousand values/s", "1.23 million values/s";
//! [`duration_text`]: "45 s", "3 min 20 s", "2 h 05 min"). The front ends (the CLI's
//! progress bars, the Python package's) show the same words. Nothing here reads a clock:
//! the caller passes the seconds elapsed.
//!
//! The rate is an exponentially weighted moving average over time: each sample, taken
//! `dt` seconds after the one before, moves the average towards its own rate by the
//! weight 1 - exp(-dt / tau), so what happened tau seconds ago counts 1/e as much as
//! now, whatever the spacing of the samples. A run whose reports come in bursts (a slice
//! of values at a time) or whose rate drifts (heaps grow costlier) keeps a steady
//! estimate, and the time left, (target - done) / rate, does not swing with each burst.
//!
//! # Complexity
//! O(1) time and space per sample.

/// A smoothed rate of progress, from samples `(seconds, done)`; see the module doc.
///
/// # Examples
/// ```
/// use grundy::progress::RateMeter;
/// let mut meter = RateMeter::new(10.0);
/// meter.observe(0.0, 0);
/// assert_eq!(meter.rate(), None);
/// meter.observe(1.0, 1000);
/// assert_eq!(meter.rate(), Some(1000.0));
/// // A burst (5,000 values in the next second) moves the rate only part of the way.
/// meter.observe(2.0, 6000);
/// let rate = meter.rate().unwrap();
/// assert!(1000.0 < rate && rate < 2000.0, "{rate}");
/// assert_eq!(meter.seconds_left(6000, 6000), Some(0.0));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct RateMeter {
    /// tau, in seconds.
    time_constant: f64,
    /// The last sample.
    last: Option<(f64, u64)>,
    /// The smoothed rate, per second (`None` before two samples).
    rate: Option<f64>,
}

impl RateMeter {
    /// A meter that averages over about `time_constant` seconds (at least a millisecond).
    pub fn new(time_constant: f64) -> RateMeter {
        let time_constant = if time_constant.is_finite() { time_constant.max(1e-3) } else { 1e-3 };
        RateMeter { time_constant, last: None, rate: None }
    }

    /// Takes the sample: `done` units finished `seconds` after the start. Samples that do
    /// not move forward in time, or go back in `done`, start the average afresh from them.
    pub fn observe(&mut self, seconds: f64, done: u64) {
        if let Some((then, before)) = self.last {
            let dt = seconds - then;
            if done < before || dt < 0.0 {
                self.rate = None;
                self.last = Some((seconds, done));
                return;
            }
            if dt.is_nan() || dt <= 0.0 {
                // No time has passed: the next sample counts these units.
                return;
            }
            let now = (done - before) as f64 / dt;
            self.rate = Some(match self.rate {
                None => now,
                Some(rate) => rate + (now - rate) * (1.0 - (-dt / self.time_constant).exp()),
            });
        }
        self.last = Some((seconds, done));
    }

    /// The smoothed rate, units per second; `None` before a second sample.
    pub fn rate(&self) -> Option<f64> {
        self.rate
    }

    /// Seconds until `target` at the smoothed rate, from `done`: 0 once there, `None`
    /// while the rate is unknown or zero.
    pub fn seconds_left(&self, done: u64, target: u64) -> Option<f64> {
        if done >= target {
            return Some(0.0);
        }
        self.rate.filter(|&r| r > 0.0).map(|r| (target - done) as f64 / r)
    }

    /// The rate and the time left to `target` in words, as the progress bars show them:
    /// "1.23 million values/s, about 3 min 20 s left" (`unit` "values"), "measuring the
    /// rate" before a second sample.
    ///
    /// # Examples
    /// ```
    /// use grundy::progress::RateMeter;
    /// let mut meter = RateMeter::new(20.0);
    /// assert_eq!(meter.text(0, 100, "values"), "measuring the rate");
    /// meter.observe(0.0, 0);
    /// meter.observe(2.0, 25_000);
    /// assert_eq!(meter.text(25_000, 1_525_000, "values"), "12.5 thousand values/s, about 2 min 00 s left");
    /// assert_eq!(meter.text(25_000, 25_000, "values"), "12.5 thousand values/s");
    /// ```
    pub fn text(&self, done: u64, target: u64, unit: &str) -> String {
        let Some(rate) = self.rate else { return "measuring the rate".to_string() };
        let left = match self.seconds_left(done, target) {
            Some(seconds) if done < target => format!(", about {} left", duration_text(seconds)),
            _ => String::new(),
        };
        format!("{}{left}", rate_text(rate, unit))
    }
}

/// A rate in words, with a unit that fits: `rate_text(12_345.0, "values")` is "12.3
/// thousand values/s". Three significant digits from a thousand on ("thousand",
/// "million", "billion"), whole numbers from 10 to 999, two significant digits below.
///
/// # Examples
/// ```
/// use grundy::progress::rate_text;
/// assert_eq!(rate_text(0.25, "values"), "0.25 values/s");
/// assert_eq!(rate_text(850.4, "values"), "850 values/s");
/// assert_eq!(rate_text(8_500.0, "values"), "8.50 thousand values/s");
/// assert_eq!(rate_text(12_345.0, "values"), "12.3 thousand values/s");
/// assert_eq!(rate_text(1_234_567.0, "values"), "1.23 million values/s");
/// assert_eq!(rate_text(999_999.0, "values"), "1.00 million values/s");
/// ```
pub fn rate_text(per_second: f64, unit: &str) -> String {
    let rate = if per_second.is_finite() { per_second.max(0.0) } else { 0.0 };
    let scales = [(1e9, " billion"), (1e6, " million"), (1e3, " thousand"), (1.0, "")];
    for (i, &(scale, word)) in scales.iter().enumerate() {
        if i + 1 < scales.len() && rate < scale * 0.9995 {
            continue;
        }
        let x = rate / scale;
        let digits = if scale == 1.0 {
            if x >= 9.5 {
                0
            } else if x >= 0.995 {
                1
            } else {
                2
            }
        } else if x >= 99.95 {
            0
        } else if x >= 9.995 {
            1
        } else {
            2
        };
        let shown = format!("{x:.digits$}");
        // Below 10 with whole numbers: "1.0" reads better as "1".
        let shown =
            if scale == 1.0 && digits == 1 { shown.trim_end_matches(".0").to_string() } else { shown };
        return format!("{shown}{word} {unit}/s");
    }
    unreachable!("the last scale takes every rate")
}

/// A duration in words: "45 s", "3 min 20 s", "2 h 05 min", "3 d 4 h" (rounded to the
/// unit shown; under a second is "0 s"; not a finite number of seconds is "?").
///
/// # Examples
/// ```
/// use grundy::progress::duration_text;
/// assert_eq!(duration_text(44.6), "45 s");
/// assert_eq!(duration_text(200.0), "3 min 20 s");
/// assert_eq!(duration_text(7_500.0), "2 h 05 min");
/// assert_eq!(duration_text(3.0 * 86_400.0 + 4.0 * 3_600.0), "3 d 4 h");
/// ```
pub fn duration_text(seconds: f64) -> String {
    if !seconds.is_finite() || seconds < 0.0 {
        return "?".to_string();
    }
    let s = seconds.round() as u64;
    if s < 60 {
        format!("{s} s")
    } else if s < 3600 {
        format!("{} min {:02} s", s / 60, s % 60)
    } else if s < 86_400 {
        let m = (seconds / 60.0).round() as u64;
        format!("{} h {:02} min", m / 60, m % 60)
    } else {
        let h = (seconds / 3600.0).round() as u64;
        format!("{} d {} h", h / 24, h % 24)
    }
}

#[cfg(test)]
mod tests;
