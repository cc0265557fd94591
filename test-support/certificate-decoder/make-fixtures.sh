#!/bin/bash
# Makes the oracle's certificates with openssl into the directory $1: self-signed certificates and
# requests for every key type openssl makes, a chain root (RSA 4096) → intermediate (EC P-384) →
# leaf (RSA 2048) with the usual extensions and an SCT list, and the chain as a PKCS#7 bundle.
set -euo pipefail
cd "$1"
key() { openssl genpkey -quiet "$@"; }
key -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out rsa2048.key
key -algorithm RSA -pkeyopt rsa_keygen_bits:4096 -out rsa4096.key
key -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out p256.key
key -algorithm EC -pkeyopt ec_paramgen_curve:P-384 -out p384.key
key -algorithm ED25519 -out ed25519.key
for k in rsa2048 p256 p384 ed25519; do
  openssl req -new -x509 -key $k.key -out $k-self.pem -days 30 -subj "/C=DE/O=Oracle Test/CN=$k.example" \
    -addext "subjectAltName=DNS:$k.example,IP:192.0.2.7,IP:2001:db8::1,email:a@$k.example,URI:https://$k.example/x"
  openssl req -new -key $k.key -out $k.csr -subj "/C=DE/ST=Berlin/O=Oracle Test/OU=Requests/CN=$k.request" \
    -addext "subjectAltName=DNS:$k.request,DNS:www.$k.request" -addext "keyUsage=critical,digitalSignature"
done
# RSASSA-PSS (RFC 4055): an RSA key signing with PSS padding, SHA-256 and a 32-byte salt.
openssl req -new -x509 -key rsa2048.key -out pss-self.pem -days 30 -sha256 -sigopt rsa_padding_mode:pss \
  -sigopt rsa_pss_saltlen:32 -subj "/C=DE/O=Oracle Test/CN=pss.example" -addext "subjectAltName=DNS:pss.example"
# An SCT list (RFC 6962 3.3): one v1 SCT, log id 01..20, time 1700000000123 ms, ECDSA-SHA256, 4-byte signature.
LOG=$(seq 1 32 | awk '{printf ":%02X", $1}')
SCT="04:37:00:35:00:33:00${LOG}:00:00:01:8B:CF:E5:68:7B:00:00:04:03:00:04:DE:AD:BE:EF"
openssl req -new -x509 -key rsa4096.key -out root.pem -days 3650 -sha384 -subj "/C=DE/O=Oracle Test/CN=Oracle Root CA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"
openssl req -new -key p384.key -out intermediate.csr -subj "/C=DE/O=Oracle Test/CN=Oracle Intermediate CA"
cat > intermediate.ext <<EXT
basicConstraints=critical,CA:TRUE,pathlen:0
keyUsage=critical,keyCertSign,cRLSign
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
nameConstraints=permitted;DNS:.example.com,excluded;IP:10.0.0.0/255.0.0.0
EXT
openssl x509 -req -in intermediate.csr -CA root.pem -CAkey rsa4096.key -set_serial 0x1001 -days 1000 -sha384 \
  -extfile intermediate.ext -out intermediate.pem 2>/dev/null
openssl req -new -key rsa2048.key -out leaf.csr -subj "/C=DE/O=Oracle Test/CN=leaf.example.com"
cat > leaf.ext <<EXT
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature,keyEncipherment
extendedKeyUsage=serverAuth,clientAuth
subjectAltName=DNS:leaf.example.com,DNS:*.leaf.example.com,IP:192.0.2.1
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
authorityInfoAccess=OCSP;URI:http://ocsp.example.com,caIssuers;URI:http://ca.example.com/int.crt
crlDistributionPoints=URI:http://crl.example.com/int.crl
certificatePolicies=2.23.140.1.2.1
1.3.6.1.5.5.7.1.24=DER:30:03:02:01:05
1.3.6.1.4.1.11129.2.4.2=DER:$SCT
EXT
openssl x509 -req -in leaf.csr -CA intermediate.pem -CAkey p384.key -set_serial 0x00C0FFEE12345678 -days 90 -sha256 \
  -extfile leaf.ext -out leaf.pem 2>/dev/null
cat leaf.pem intermediate.pem root.pem > chain.pem
openssl crl2pkcs7 -nocrl -certfile chain.pem -outform DER -out chain.p7b
openssl x509 -in leaf.pem -outform DER -out leaf.der
openssl req -in rsa2048.csr -outform DER -out rsa2048.csr.der
# A certificate with the rarer extensions and names: an otherName, a directory name and a registered
# ID, IPv4 and IPv6 name constraints, a CRL issuer and a relative name, policy qualifiers, the issuer
# and serial in the authority key identifier, a Netscape comment, precertificate poison, an unknown one.
cat > rare.cnf <<EXT
[rare]
subjectAltName=otherName:1.3.6.1.4.1.311.20.2.3;UTF8:user@example.com,dirName:dir_sect,RID:1.2.3.4,IP:10.1.2.3
issuerAltName=email:ca@example.com,URI:http://ca.example.com
nameConstraints=permitted;IP:192.168.0.0/255.255.0.0,permitted;IP:2001:db8::/ffff:ffff::,excluded;DNS:bad.example
crlDistributionPoints=crl_section,relative_section
freshestCRL=URI:http://delta.example.com/d.crl
certificatePolicies=@policy_section
authorityKeyIdentifier=keyid:always,issuer:always
subjectKeyIdentifier=hash
subjectInfoAccess=caRepository;URI:http://repo.example.com
tlsfeature=status_request,status_request_v2
nsComment=a comment here
1.3.6.1.4.1.11129.2.4.3=critical,ASN1:NULL
1.2.3.4.5=ASN1:UTF8String:hello
basicConstraints=CA:FALSE
[dir_sect]
C=DE
O=Dir Org
CN=Dir Name
[crl_section]
fullname=URI:http://crl.example.com/a.crl
CRLissuer=dirName:dir_sect
[relative_section]
relativename=relative_name
[relative_name]
CN=relative
[policy_section]
policyIdentifier=1.2.3.4.6
CPS.1="http://cps.example.com"
userNotice.1=@notice_section
[notice_section]
explicitText="notice text"
organization="Notice Org"
noticeNumbers=1,2
EXT
openssl req -new -x509 -key p256.key -out rare.pem -days 30 -subj "/C=DE/O=Oracle Test/CN=rare.example" \
  -extensions rare -config <(cat /usr/lib/ssl/openssl.cnf rare.cnf)
# Certificates without extensions (X.509 v1, what `x509 -req` writes with no -extfile): a P-256 root
# signing an Ed25519 leaf; a request with a challengePassword attribute and no extensions.
openssl req -new -key p256.key -subj "/O=Oracle Test/CN=v1 root" -out v1root.csr
openssl x509 -req -in v1root.csr -signkey p256.key -days 30 -set_serial 0x0102 -out v1root.pem 2>/dev/null
openssl req -new -key ed25519.key -subj "/O=Oracle Test/CN=v1 leaf" -out v1leaf.csr
openssl x509 -req -in v1leaf.csr -CA v1root.pem -CAkey p256.key -days 10 -set_serial 7 -out v1leaf.pem 2>/dev/null
printf '[req]\ndistinguished_name=dn\nattributes=attrs\nprompt=no\n[dn]\nCN=attributes.example\n[attrs]\nchallengePassword=open sesame\n' \
  > attributes.cnf
openssl req -new -key ed25519.key -config attributes.cnf -out attributes.csr
# Two CA certificates of the same name and key that differ in their key identifier; the leaf names
# the first one's (01:02:03:04) as its authority key identifier.
printf 'basicConstraints=critical,CA:TRUE\nsubjectKeyIdentifier=01:02:03:04\n' > keyid-ca1.ext
printf 'basicConstraints=critical,CA:TRUE\nsubjectKeyIdentifier=0A:0B:0C:0D\n' > keyid-ca2.ext
openssl x509 -req -in v1root.csr -signkey p256.key -days 30 -set_serial 1 -extfile keyid-ca1.ext -out keyid-ca1.pem 2>/dev/null
openssl x509 -req -in v1root.csr -signkey p256.key -days 30 -set_serial 2 -extfile keyid-ca2.ext -out keyid-ca2.pem 2>/dev/null
printf 'authorityKeyIdentifier=keyid\n' > keyid-leaf.ext
openssl x509 -req -in v1leaf.csr -CA keyid-ca1.pem -CAkey p256.key -days 10 -set_serial 3 -extfile keyid-leaf.ext \
  -out keyid-leaf.pem 2>/dev/null
