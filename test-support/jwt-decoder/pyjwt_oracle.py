"""The JWT Decoder's reference: PyJWT (python3-jwt) and cryptography, run once per test file.

Reads one JSON request on stdin:
  {"make": ["HS256", ...], "verify": [{"token", "alg", "key"}, ...]}
and writes one JSON answer on stdout:
  {"made": [{"alg", "token", "secret" | "publicPem", "privatePem", "publicJwk",
             "pkcs1PublicPem", "traditionalPrivatePem", "certificatePem"}],
   "verified": [{"ok": true} | {"ok": false, "error": "..."}]}
Tokens are made by PyJWT with keys cryptography generates; "verify" checks the tokens the page's
core signed, with the public keys (or secrets) it gives.
"""
import datetime
import json
import secrets
import sys
import time

import jwt
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from cryptography.x509.oid import NameOID

PEM = serialization.Encoding.PEM
SPKI = serialization.PublicFormat.SubjectPublicKeyInfo
PKCS1 = serialization.PublicFormat.PKCS1
PKCS8 = serialization.PrivateFormat.PKCS8
TRADITIONAL = serialization.PrivateFormat.TraditionalOpenSSL
NO_PASSWORD = serialization.NoEncryption()

CURVES = {"ES256": ec.SECP256R1, "ES384": ec.SECP384R1, "ES512": ec.SECP521R1}
JWK_WRITERS = {
    "RS": jwt.algorithms.RSAAlgorithm,
    "PS": jwt.algorithms.RSAAlgorithm,
    "ES": jwt.algorithms.ECAlgorithm,
    "Ed": jwt.algorithms.OKPAlgorithm,
}


def certificate(private_key, public_key):
    """A self-signed certificate for the key (Ed25519 signs without a hash)."""
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "jwt-decoder test")])
    now = datetime.datetime.now(datetime.timezone.utc)
    builder = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(public_key)
        .serial_number(x509.random_serial_number())
        .not_valid_before(now)
        .not_valid_after(now + datetime.timedelta(days=1))
    )
    digest = None if isinstance(private_key, ed25519.Ed25519PrivateKey) else hashes.SHA256()
    return builder.sign(private_key, digest).public_bytes(PEM).decode()


def make(alg, rsa_key):
    now = int(time.time())
    claims = {"sub": "oracle", "alg_used": alg, "iat": now, "exp": now + 3600}
    headers = {"kid": "kid-" + alg}
    if alg.startswith("HS"):
        secret = secrets.token_urlsafe(int(alg[2:]) // 8)
        return {"alg": alg, "secret": secret, "token": jwt.encode(claims, secret, alg, headers)}
    if alg[:2] in ("RS", "PS"):
        private_key = rsa_key
    elif alg in CURVES:
        private_key = ec.generate_private_key(CURVES[alg]())
    else:
        private_key = ed25519.Ed25519PrivateKey.generate()
    public_key = private_key.public_key()
    made = {
        "alg": alg,
        "token": jwt.encode(claims, private_key, alg, headers),
        "publicPem": public_key.public_bytes(PEM, SPKI).decode(),
        "privatePem": private_key.private_bytes(PEM, PKCS8, NO_PASSWORD).decode(),
        "publicJwk": json.loads(JWK_WRITERS[alg[:2]].to_jwk(public_key)),
        "certificatePem": certificate(private_key, public_key),
    }
    if alg[:2] in ("RS", "ES"):
        made["traditionalPrivatePem"] = private_key.private_bytes(
            PEM, TRADITIONAL, NO_PASSWORD
        ).decode()
    if alg[:2] == "RS":
        made["pkcs1PublicPem"] = public_key.public_bytes(PEM, PKCS1).decode()
    return made


def verify(case):
    try:
        jwt.decode(
            case["token"],
            case["key"],
            algorithms=[case["alg"]],
            options={"verify_exp": False, "verify_aud": False, "verify_iat": False},
        )
        return {"ok": True}
    except Exception as error:  # noqa: BLE001 - the message is the answer
        return {"ok": False, "error": f"{type(error).__name__}: {error}"}


def main():
    request = json.load(sys.stdin)
    rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    answer = {
        "made": [make(alg, rsa_key) for alg in request.get("make", [])],
        "verified": [verify(case) for case in request.get("verify", [])],
    }
    json.dump(answer, sys.stdout)


if __name__ == "__main__":
    main()
