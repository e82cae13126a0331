"""ΔE00 against the published test data of Sharma, Wu and Dalal (2005), "The CIEDE2000
color-difference formula: implementation notes, supplementary test data, and mathematical
observations", Table 1 (L*a*b* of both colours, ΔE00 to four places): a selection of its
pairs, among them the hue-angle and mean-hue edge cases. The first number of a row only
names the row in failures."""

from __future__ import annotations

import pytest

from companion.ciede2000 import delta_e00, distance, lab

SHARMA = [
    (1, (50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    (2, (50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
    (3, (50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
    (4, (50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
    (7, (50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    (9, (50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0009), 7.1792),
    (11, (50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0011), 7.2195),
    (13, (50.0, -0.0010, 2.4900), (50.0, 0.0009, -2.4900), 4.8045),
    (15, (50.0, -0.0010, 2.4900), (50.0, 0.0011, -2.4900), 4.7461),
    (17, (50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
    (18, (50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    (19, (50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    (20, (50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    (21, (50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    (22, (50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0000),
    (25, (60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    (26, (63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    (27, (61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    (28, (35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    (29, (22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    (30, (36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    (31, (90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    (32, (90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    (33, (6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    (34, (2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("row", "first", "second", "expected"), SHARMA)
def test_sharma_reference_pairs(row: int, first: tuple[float, float, float],
                                second: tuple[float, float, float], expected: float) -> None:
    assert round(delta_e00(first, second), 4) == expected, f"row {row}"
    assert round(delta_e00(second, first), 4) == expected, f"row {row}, swapped"


def test_lab_of_srgb_white_black_and_red() -> None:
    assert lab("#FFFFFF") == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert lab("#000000") == pytest.approx((0.0, 0.0, 0.0), abs=0.01)
    assert lab("#FF0000") == pytest.approx((53.24, 80.09, 67.20), abs=0.01)


def test_the_look_alikes_the_table_complained_of() -> None:
    """Red next to deep orange, purple next to deep purple: under 10 apart."""
    assert distance("#C62828", "#BF360C") < 10
    assert distance("#6A1B9A", "#4527A0") < 10
