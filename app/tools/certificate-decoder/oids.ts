// Names of the object identifiers certificates carry. Algorithm and attribute names are OpenSSL's
// (what `openssl x509 -text` prints), so the page reads like the tool people compare it with.

/** Distinguished-name attributes, by OID: OpenSSL's short names. */
export const NAME_ATTRIBUTES: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.4": "SN",
  "2.5.4.5": "serialNumber",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.9": "street",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "2.5.4.12": "title",
  "2.5.4.15": "businessCategory",
  "2.5.4.17": "postalCode",
  "2.5.4.42": "GN",
  "2.5.4.43": "initials",
  "2.5.4.46": "dnQualifier",
  "2.5.4.65": "pseudonym",
  "2.5.4.97": "organizationIdentifier",
  "0.9.2342.19200300.100.1.1": "UID",
  "0.9.2342.19200300.100.1.25": "DC",
  "1.2.840.113549.1.9.1": "emailAddress",
  "1.3.6.1.4.1.311.60.2.1.3": "jurisdictionC",
  "1.3.6.1.4.1.311.60.2.1.2": "jurisdictionST",
  "1.3.6.1.4.1.311.60.2.1.1": "jurisdictionL",
};

/** Signature algorithms: OpenSSL's name, and the hash's security in bits (0: broken). */
export const SIGNATURE_ALGORITHMS: Record<
  string,
  { name: string; hashBits: number; hash?: string }
> = {
  "1.2.840.113549.1.1.2": { name: "md2WithRSAEncryption", hashBits: 0 },
  "1.2.840.113549.1.1.4": { name: "md5WithRSAEncryption", hashBits: 0 },
  "1.2.840.113549.1.1.5": { name: "sha1WithRSAEncryption", hashBits: 0, hash: "SHA-1" },
  "1.2.840.113549.1.1.14": { name: "sha224WithRSAEncryption", hashBits: 112 },
  "1.2.840.113549.1.1.11": { name: "sha256WithRSAEncryption", hashBits: 128, hash: "SHA-256" },
  "1.2.840.113549.1.1.12": { name: "sha384WithRSAEncryption", hashBits: 192, hash: "SHA-384" },
  "1.2.840.113549.1.1.13": { name: "sha512WithRSAEncryption", hashBits: 256, hash: "SHA-512" },
  "1.2.840.113549.1.1.10": { name: "rsassaPss", hashBits: 128 },
  "1.2.840.10045.4.1": { name: "ecdsa-with-SHA1", hashBits: 0, hash: "SHA-1" },
  "1.2.840.10045.4.3.1": { name: "ecdsa-with-SHA224", hashBits: 112 },
  "1.2.840.10045.4.3.2": { name: "ecdsa-with-SHA256", hashBits: 128, hash: "SHA-256" },
  "1.2.840.10045.4.3.3": { name: "ecdsa-with-SHA384", hashBits: 192, hash: "SHA-384" },
  "1.2.840.10045.4.3.4": { name: "ecdsa-with-SHA512", hashBits: 256, hash: "SHA-512" },
  // EdDSA hashes internally; its strength is the curve's.
  "1.3.101.112": { name: "ED25519", hashBits: 128 },
  "1.3.101.113": { name: "ED448", hashBits: 224 },
  "1.2.840.10040.4.3": { name: "dsa_with_SHA1", hashBits: 0 },
  "2.16.840.1.101.3.4.3.2": { name: "dsa_with_SHA256", hashBits: 128 },
};

export const RSA_ENCRYPTION = "1.2.840.113549.1.1.1";
export const RSA_PSS = "1.2.840.113549.1.1.10";
export const EC_PUBLIC_KEY = "1.2.840.10045.2.1";
export const ED25519 = "1.3.101.112";
export const ED448 = "1.3.101.113";

/** Public-key algorithms other than RSA and EC (whose size is read from the key). */
export const KEY_ALGORITHMS: Record<string, { name: string; bits: number; securityBits: number }> =
  {
    [ED25519]: { name: "Ed25519", bits: 256, securityBits: 128 },
    [ED448]: { name: "Ed448", bits: 456, securityBits: 224 },
    "1.3.101.110": { name: "X25519", bits: 253, securityBits: 128 },
    "1.3.101.111": { name: "X448", bits: 448, securityBits: 224 },
  };

/** Named curves: NIST name, OpenSSL's name, size and security in bits. */
export const CURVES: Record<string, { name: string; opensslName: string; bits: number }> = {
  "1.2.840.10045.3.1.7": { name: "P-256", opensslName: "prime256v1", bits: 256 },
  "1.3.132.0.34": { name: "P-384", opensslName: "secp384r1", bits: 384 },
  "1.3.132.0.35": { name: "P-521", opensslName: "secp521r1", bits: 521 },
  "1.3.132.0.10": { name: "secp256k1", opensslName: "secp256k1", bits: 256 },
  "1.2.840.10045.3.1.1": { name: "P-192", opensslName: "prime192v1", bits: 192 },
  "1.3.132.0.33": { name: "P-224", opensslName: "secp224r1", bits: 224 },
  "1.3.36.3.3.2.8.1.1.7": { name: "brainpoolP256r1", opensslName: "brainpoolP256r1", bits: 256 },
  "1.3.36.3.3.2.8.1.1.11": { name: "brainpoolP384r1", opensslName: "brainpoolP384r1", bits: 384 },
  "1.3.36.3.3.2.8.1.1.13": { name: "brainpoolP512r1", opensslName: "brainpoolP512r1", bits: 512 },
};

export const HASH_ALGORITHMS: Record<string, string> = {
  "1.3.14.3.2.26": "SHA-1",
  "2.16.840.1.101.3.4.2.1": "SHA-256",
  "2.16.840.1.101.3.4.2.2": "SHA-384",
  "2.16.840.1.101.3.4.2.3": "SHA-512",
  "2.16.840.1.101.3.4.2.4": "SHA-224",
};

/** Extensions: the names OpenSSL prints (without its "X509v3 " prefix). */
export const EXTENSIONS: Record<string, string> = {
  "2.5.29.14": "Subject Key Identifier",
  "2.5.29.15": "Key Usage",
  "2.5.29.17": "Subject Alternative Name",
  "2.5.29.18": "Issuer Alternative Name",
  "2.5.29.19": "Basic Constraints",
  "2.5.29.30": "Name Constraints",
  "2.5.29.31": "CRL Distribution Points",
  "2.5.29.32": "Certificate Policies",
  "2.5.29.33": "Policy Mappings",
  "2.5.29.35": "Authority Key Identifier",
  "2.5.29.36": "Policy Constraints",
  "2.5.29.37": "Extended Key Usage",
  "2.5.29.46": "Freshest CRL",
  "2.5.29.54": "Inhibit Any Policy",
  "1.3.6.1.5.5.7.1.1": "Authority Information Access",
  "1.3.6.1.5.5.7.1.11": "Subject Information Access",
  "1.3.6.1.5.5.7.1.24": "TLS Feature",
  "1.3.6.1.5.5.7.1.3": "Qualified Certificate Statements",
  "1.3.6.1.4.1.11129.2.4.2": "CT Precertificate SCTs",
  "1.3.6.1.4.1.11129.2.4.3": "CT Precertificate Poison",
  "2.16.840.1.113730.1.1": "Netscape Cert Type",
  "2.16.840.1.113730.1.13": "Netscape Comment",
  "1.3.6.1.4.1.311.20.2": "Microsoft Certificate Template Name",
  "1.3.6.1.4.1.311.21.7": "Microsoft Certificate Template",
};

/** Extended key usages: OpenSSL's long names. */
export const EXTENDED_KEY_USAGES: Record<string, string> = {
  "1.3.6.1.5.5.7.3.1": "TLS Web Server Authentication",
  "1.3.6.1.5.5.7.3.2": "TLS Web Client Authentication",
  "1.3.6.1.5.5.7.3.3": "Code Signing",
  "1.3.6.1.5.5.7.3.4": "E-mail Protection",
  "1.3.6.1.5.5.7.3.8": "Time Stamping",
  "1.3.6.1.5.5.7.3.9": "OCSP Signing",
  "1.3.6.1.5.5.7.3.17": "IPSec Internet Key Exchange",
  "1.3.6.1.4.1.311.10.3.4": "Microsoft Encrypted File System",
  "1.3.6.1.4.1.311.20.2.2": "Microsoft Smartcard Login",
  "1.3.6.1.4.1.311.10.3.12": "Microsoft Document Signing",
  "2.5.29.37.0": "Any Extended Key Usage",
};

/** Key usage bits, in bit order (RFC 5280 4.2.1.3), with OpenSSL's names. */
export const KEY_USAGES = [
  "Digital Signature",
  "Non Repudiation",
  "Key Encipherment",
  "Data Encipherment",
  "Key Agreement",
  "Certificate Sign",
  "CRL Sign",
  "Encipher Only",
  "Decipher Only",
];

export const ACCESS_METHODS: Record<string, string> = {
  "1.3.6.1.5.5.7.48.1": "OCSP",
  "1.3.6.1.5.5.7.48.2": "CA Issuers",
  "1.3.6.1.5.5.7.48.3": "Time Stamping",
  "1.3.6.1.5.5.7.48.5": "CA Repository",
};

export const POLICIES: Record<string, string> = {
  "2.5.29.32.0": "X509v3 Any Policy",
  "2.23.140.1.2.1": "Domain Validated (CA/B Forum)",
  "2.23.140.1.2.2": "Organization Validated (CA/B Forum)",
  "2.23.140.1.2.3": "Individual Validated (CA/B Forum)",
  "2.23.140.1.1": "Extended Validation (CA/B Forum)",
  "1.3.6.1.5.5.7.2.1": "CPS",
  "1.3.6.1.5.5.7.2.2": "User Notice",
};

/** PKCS#9 attributes of a certificate request. */
export const CSR_ATTRIBUTES: Record<string, string> = {
  "1.2.840.113549.1.9.14": "Requested Extensions",
  "1.2.840.113549.1.9.7": "challengePassword",
  "1.2.840.113549.1.9.2": "unstructuredName",
};

export const PKCS7_SIGNED_DATA = "1.2.840.113549.1.7.2";

/** An OID's name from `table`, else the dotted OID itself. */
export function oidName(table: Record<string, string>, oid: string): string {
  return table[oid] ?? oid;
}
