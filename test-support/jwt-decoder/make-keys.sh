#!/bin/bash
# Makes the JWT Decoder's openssl keys into the directory $1: an RSA 2048 key as PKCS#8 and SPKI and
# in an X.509 v1 certificate (no [0] version field, RFC 5280 4.1), an RSA 936 key whose PKCS#1
# public key is 127 bytes (its SPKI BIT STRING then holds exactly 128), an EC P-256 key in SEC1
# ("EC PRIVATE KEY", RFC 5915) with its SPKI, and a secp256k1 public key.
set -euo pipefail
cd "$1"
openssl genpkey -quiet -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out rsa2048-private.pem
openssl pkey -in rsa2048-private.pem -pubout -out rsa2048-public.pem
openssl req -new -key rsa2048-private.pem -subj "/CN=jwt v1" -out v1.csr
openssl x509 -req -in v1.csr -signkey rsa2048-private.pem -days 36500 -out rsa2048-v1-certificate.pem 2>/dev/null
openssl genpkey -quiet -algorithm RSA -pkeyopt rsa_keygen_bits:936 -out rsa936-private.pem
openssl rsa -in rsa936-private.pem -RSAPublicKey_out -out rsa936-pkcs1-public.pem 2>/dev/null
openssl ecparam -name prime256v1 -genkey -noout -out p256-sec1-private.pem
openssl ec -in p256-sec1-private.pem -pubout -out p256-public.pem 2>/dev/null
openssl ecparam -name secp256k1 -genkey -noout | openssl ec -pubout -out secp256k1-public.pem 2>/dev/null
