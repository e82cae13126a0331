"""CIEDE2000 colour difference (Sharma, Wu, Dalal 2005) between sRGB colours: how far apart two
seat colours look. Pure arithmetic; ``tests/companion/test_ciede2000.py`` checks it against
the paper's published pairs."""

from __future__ import annotations

from math import atan2, cos, degrees, exp, hypot, radians, sin, sqrt

Lab = tuple[float, float, float]

WHITE = (95.047, 100.0, 108.883)
"""The D65 white point (sRGB's), in XYZ scaled to Y = 100."""


def _linear(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(colour: str) -> Lab:
    """CIE L*a*b* (D65) of ``#RRGGBB``."""
    r, g, b = (_linear(int(colour[i:i + 2], 16)) for i in (1, 3, 5))
    xyz = (100 * (0.4124564 * r + 0.3575761 * g + 0.1804375 * b),
           100 * (0.2126729 * r + 0.7151522 * g + 0.0721750 * b),
           100 * (0.0193339 * r + 0.1191920 * g + 0.9503041 * b))

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, WHITE, strict=True))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e00(first: Lab, second: Lab) -> float:
    """ΔE00 between two L*a*b* colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (hypot(a1, b1) + hypot(a2, b2)) / 2
    g = 0.5 * (1 - sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = hypot(a1p, b1), hypot(a2p, b2)
    h1p = degrees(atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = degrees(atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dh_big = 2 * sqrt(c1p * c2p) * sin(radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * cos(radians(h_mean - 30)) + 0.24 * cos(radians(2 * h_mean))
         + 0.32 * cos(radians(3 * h_mean + 6)) - 0.20 * cos(radians(4 * h_mean - 63)))
    d_theta = 30 * exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -sin(radians(2 * d_theta)) * r_c
    return sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh_big / s_h) ** 2
                + r_t * (dc / s_c) * (dh_big / s_h))


def distance(first: str, second: str) -> float:
    """ΔE00 between two ``#RRGGBB`` colours."""
    return delta_e00(lab(first), lab(second))
