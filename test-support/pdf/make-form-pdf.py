#!/usr/bin/env python3
"""Writes test-support/pdf/fixtures/filled-form.pdf: one page of printed text with two filled
AcroForm text fields, the way form fillers save them. "Name" has its value drawn by an appearance
stream (as Acrobat, Preview and pdf.js save a filled field); "City" has only its value (/V) and its
default appearance (/DA), from which readers draw it. pdftotext prints both values; the page's own
content has neither. Standard library only: python3 test-support/pdf/make-form-pdf.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "fixtures", "filled-form.pdf")

page_text = b"""BT /F1 16 Tf 72 740 Td (Membership application) Tj ET
BT /F1 12 Tf 72 700 Td (Name:) Tj ET
BT /F1 12 Tf 72 670 Td (City:) Tj ET
BT /F1 12 Tf 72 620 Td (Sign and return this form by the end of the month.) Tj ET
"""
name_appearance = b"/Tx BMC q BT /Helv 12 Tf 0 g 2 5 Td (Ada Lovelace) Tj ET Q EMC"


def stream(data, extra=b""):
    return b"<< /Length %d %s>>\nstream\n%s\nendstream" % (len(data), extra, data)


objects = [
    b"<< /Type /Catalog /Pages 2 0 R /AcroForm 7 0 R >>",
    b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
    b" /Resources << /Font << /F1 5 0 R >> >> /Annots [8 0 R 9 0 R] >>",
    stream(page_text),
    b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    stream(name_appearance, b"/Type /XObject /Subtype /Form /BBox [0 0 200 20]"
           b" /Resources << /Font << /Helv 5 0 R >> >> "),
    b"<< /Fields [8 0 R 9 0 R] /DA (/Helv 12 Tf 0 g)"
    b" /DR << /Font << /Helv 5 0 R >> >> >>",
    b"<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /V (Ada Lovelace) /F 4"
    b" /Rect [120 695 320 715] /DA (/Helv 12 Tf 0 g) /P 3 0 R /AP << /N 6 0 R >> >>",
    b"<< /Type /Annot /Subtype /Widget /FT /Tx /T (city) /V (London) /F 4"
    b" /Rect [120 665 320 685] /DA (/Helv 12 Tf 0 g) /P 3 0 R >>",
]

out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
offsets = []
for number, body in enumerate(objects, start=1):
    offsets.append(len(out))
    out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
xref = len(out)
out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
for offset in offsets:
    out += b"%010d 00000 n \n" % offset
out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
with open(OUT, "wb") as f:
    f.write(out)
print(OUT, len(out), "bytes")
