"""misere_quotient: the quotient's prediction of every small sum against a misère game
search from the rules alone, the document of ``grundy octal CODE --misere --json``, and
the argument checks."""

from __future__ import annotations

import itertools
from functools import reduce

import numpy as np
import pytest

import grundy
from brute import misere_mover_wins


def element_of(q: grundy.MisereQuotient, heaps) -> int:
    return reduce(lambda x, h: int(q.table[x, q.element(h)]), heaps, 0)


@pytest.mark.parametrize("code", ["0.75", "0.77", "0.34", "0.31"])
def test_quotient_predicts_every_small_sum(code):
    q = grundy.misere_quotient(code)
    assert q.certified and q.table.shape == (q.order, q.order)
    for count in range(1, 4):
        for heaps in itertools.combinations_with_replacement(range(1, 10), count):
            predicted_loss = element_of(q, heaps) in q.p_portion
            assert predicted_loss == (not misere_mover_wins(code, heaps)), heaps
            assert q.mover_wins(heaps) == (not predicted_loss)


def test_heaps_beyond_those_computed_follow_the_period():
    q = grundy.misere_quotient("0.31")
    assert q.certified and q.heaps < 20
    for h in range(q.heaps + 1, 40):
        assert q.mover_wins([h]) == misere_mover_wins("0.31", (h,)), h
    assert q.element(10**18) == q.element(10**18 - q.period.period)
    with pytest.raises(ValueError, match="not certified"):
        grundy.misere_quotient("0.77", 20).element(21)


def test_table_is_a_commutative_monoid_with_identity_0():
    q = grundy.misere_quotient("0.77")
    t = q.table.astype(np.int64)
    assert (t == t.T).all()
    assert (t[0] == np.arange(q.order)).all()
    # Associativity: (x y) z == x (y z) for every triple.
    n = q.order
    left = t[t]  # left[x, y, z] = t[t[x, y], z]
    right = t[np.arange(n)[:, None, None], t[None, :, :]]  # t[x, t[y, z]]
    assert (left == right).all()


def test_matches_the_cli_document(cli):
    doc = cli.json("octal", "0.34", "--misere")
    q = grundy.misere_quotient("0.34")
    assert doc["command"] == "octal-misere"
    assert doc["order"] == q.order
    assert doc["relations"] == q.relations
    assert doc["elements"] == q.elements
    assert doc["p_portion"] == [q.elements[e] for e in q.p_portion]
    assert doc["pretending"] == [q.elements[e] for e in q.pretending[: len(doc["pretending"])]]
    assert doc["period"] == {"period": 8, "preperiod": q.period.preperiod, "certified": True, "needed": q.period.needed}


def test_uncertified_and_errors():
    q = grundy.misere_quotient("0.77", 20)
    assert not q.certified and q.heaps == 20 and len(q.pretending) == 21
    with pytest.raises(grundy.LimitError, match="beyond the bound of 8"):
        grundy.misere_quotient("0.77", 20, max_order=8)
    with pytest.raises(grundy.ParseError):
        grundy.misere_quotient("0.7x")
    with pytest.raises(TypeError):
        grundy.misere_quotient(77)
    with pytest.raises(ValueError):
        grundy.misere_quotient("0.77", -1)
