# CSS Color 4's sample conversion code (section 18 of the specification, "Sample code for color
# conversions"), rewritten in Python as the Colour Converter's reference. Reads a JSON list of
# [space, [c1, c2, c3]] from stdin and writes, for each, its coordinates in every space, and the
# WCAG 2 relative luminance of its sRGB form.
import json
import math
import sys

def mul(m, v):
    return [sum(m[i][j] * v[j] for j in range(3)) for i in range(3)]

def lin_srgb(rgb):
    return [math.copysign(((abs(c) + 0.055) / 1.055) ** 2.4, c) if abs(c) > 0.04045 else c / 12.92 for c in rgb]

def gam_srgb(rgb):
    return [math.copysign(1.055 * abs(c) ** (1 / 2.4) - 0.055, c) if abs(c) > 0.0031308 else 12.92 * c for c in rgb]

LIN_SRGB_TO_XYZ = [[506752 / 1228815, 87881 / 245763, 12673 / 70218],
                   [87098 / 409605, 175762 / 245763, 12673 / 175545],
                   [7918 / 409605, 87881 / 737289, 1001167 / 1053378]]
XYZ_TO_LIN_SRGB = [[12831 / 3959, -329 / 214, -1974 / 3959],
                   [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
                   [705 / 12673, -2585 / 12673, 705 / 667]]
LIN_P3_TO_XYZ = [[608311 / 1250200, 189793 / 714400, 198249 / 1000160],
                 [35783 / 156275, 247089 / 357200, 198249 / 2500400],
                 [0 / 1, 32229 / 714400, 5220557 / 5000800]]
XYZ_TO_LIN_P3 = [[446124 / 178915, -333277 / 357830, -72051 / 178915],
                 [-14852 / 17905, 63121 / 35810, 423 / 17905],
                 [11844 / 330415, -50337 / 660830, 316169 / 330415]]
D65_TO_D50 = [[1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
              [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
              [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]]
D50_TO_D65 = [[0.955473421488075, -0.02309845494876471, 0.06325924320057072],
              [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
              [0.012314014864481998, -0.020507649298898964, 1.330365926242124]]
XYZ_TO_LMS = [[0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
              [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
              [0.0481771893596242, 0.2642395317527308, 0.6335478284694309]]
LMS_TO_OKLAB = [[0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
                [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
                [0.0259040424655478, 0.7827717124575296, -0.8086757549230774]]
LMS_TO_XYZ = [[1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
              [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
              [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816]]
OKLAB_TO_LMS = [[1.0, 0.3963377773761749, 0.2158037573099136],
                [1.0, -0.1055613458156586, -0.0638541728258133],
                [1.0, -0.0894841775298119, -1.2914855480194092]]
D50 = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
EPS = 216 / 24389
KAP = 24389 / 27

def xyz_to_lab(xyz):
    f = [math.copysign(abs(v / w) ** (1 / 3), v) if v / w > EPS else (KAP * v / w + 16) / 116 for v, w in zip(xyz, D50)]
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]

def lab_to_xyz(lab):
    f1 = (lab[0] + 16) / 116
    f0 = lab[1] / 500 + f1
    f2 = f1 - lab[2] / 200
    x = f0 ** 3 if f0 ** 3 > EPS else (116 * f0 - 16) / KAP
    y = ((lab[0] + 16) / 116) ** 3 if lab[0] > KAP * EPS else lab[0] / KAP
    z = f2 ** 3 if f2 ** 3 > EPS else (116 * f2 - 16) / KAP
    return [x * D50[0], y * D50[1], z * D50[2]]

def to_polar(v):
    hue = math.degrees(math.atan2(v[2], v[1])) % 360
    return [v[0], math.hypot(v[1], v[2]), hue]

def from_polar(v):
    return [v[0], v[1] * math.cos(math.radians(v[2])), v[1] * math.sin(math.radians(v[2]))]

def hsl_to_rgb(h, s, l):
    h = h % 360
    def f(n):
        k = (n + h / 30) % 12
        a = s * min(l, 1 - l)
        return l - a * max(-1, min(k - 3, 9 - k, 1))
    return [f(0), f(8), f(4)]

def hwb_to_rgb(h, w, b):
    if w + b >= 1:
        g = w / (w + b)
        return [g, g, g]
    return [c * (1 - w - b) + w for c in hsl_to_rgb(h, 1, 0.5)]

def rgb_to_hsl(r, g, b):
    mx, mn = max(r, g, b), min(r, g, b)
    h, s, l = 0, 0, (mn + mx) / 2
    d = mx - mn
    if d != 0:
        s = 0 if l in (0, 1) else (mx - l) / min(l, 1 - l)
        if mx == r: h = (g - b) / d + (6 if g < b else 0)
        elif mx == g: h = (b - r) / d + 2
        else: h = (r - g) / d + 4
        h *= 60
    return [h, s, l]

def to_xyz(space, c):
    if space == "srgb": return mul(LIN_SRGB_TO_XYZ, lin_srgb(c))
    if space == "srgb-linear": return mul(LIN_SRGB_TO_XYZ, c)
    if space == "display-p3": return mul(LIN_P3_TO_XYZ, lin_srgb(c))
    if space == "hsl": return mul(LIN_SRGB_TO_XYZ, lin_srgb(hsl_to_rgb(*c)))
    if space == "hwb": return mul(LIN_SRGB_TO_XYZ, lin_srgb(hwb_to_rgb(*c)))
    if space == "lab": return mul(D50_TO_D65, lab_to_xyz(c))
    if space == "lch": return mul(D50_TO_D65, lab_to_xyz(from_polar(c)))
    if space == "oklab": return mul(LMS_TO_XYZ, [v ** 3 for v in mul(OKLAB_TO_LMS, c)])
    if space == "oklch": return to_xyz("oklab", from_polar(c))
    if space == "xyz-d50": return mul(D50_TO_D65, c)
    return c

def everything(space, c):
    xyz = to_xyz(space, c)
    srgb = gam_srgb(mul(XYZ_TO_LIN_SRGB, xyz))
    lab = xyz_to_lab(mul(D65_TO_D50, xyz))
    oklab = mul(LMS_TO_OKLAB, [math.copysign(abs(v) ** (1 / 3), v) for v in mul(XYZ_TO_LMS, xyz)])
    lin = lin_srgb([min(1, max(0, v)) for v in srgb])
    return {"xyz-d65": xyz, "srgb": srgb, "srgb-linear": mul(XYZ_TO_LIN_SRGB, xyz),
            "display-p3": gam_srgb(mul(XYZ_TO_LIN_P3, xyz)), "hsl": rgb_to_hsl(*srgb),
            "lab": lab, "lch": to_polar(lab), "oklab": oklab, "oklch": to_polar(oklab),
            "xyz-d50": mul(D65_TO_D50, xyz),
            "luminance": 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]}

json.dump([everything(space, c) for space, c in json.load(sys.stdin)], sys.stdout)
