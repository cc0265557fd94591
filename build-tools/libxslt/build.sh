#!/bin/sh
# Builds the XSLT engine of /xslt-transformer: libxml2 and libxslt (both MIT) from Debian bookworm's
# source packages, compiled with Debian's clang 14 and wasi-libc into one WebAssembly module.
# Reproducible: pinned source versions checked by SHA-256, pinned toolchain versions, no configure
# step, build paths mapped away. app/tools/xslt-transformer/libxslt-wasm-build.test.ts compares the
# committed module with a fresh build. Details and the reasons: docs/xslt-transformer.md.
#
#   sh build-tools/libxslt/build.sh [OUTPUT]   (default: app/tools/xslt-transformer/libxslt.wasm)
#
# Needs: apt-get install clang-14 lld-14 wasi-libc libclang-rt-14-dev-wasm32 dpkg-dev make, and
# deb-src lines for bookworm (see docs/xslt-transformer.md) unless the sources are already in
# $LIBXSLT_WORK/sources. Work files go to $LIBXSLT_WORK (default /tmp/bytesmith-libxslt).
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUTPUT=${1:-$ROOT/app/tools/xslt-transformer/libxslt.wasm}
WORK=${LIBXSLT_WORK:-/tmp/bytesmith-libxslt}

XML2_VERSION=2.9.14+dfsg-1.3~deb12u6
XSLT_VERSION=1.1.35-1+deb12u4
# SHA-256 of every file of the two source packages (as `apt-get source` downloads them).
SOURCES_SHA256="
d86ce3efb1b75d2781f72f5cdd187474c148a915d610295c85162681bb070a65  libxml2_2.9.14+dfsg-1.3~deb12u6.dsc
4fe913dec8b1ab89d13b489b419a8203176ea39e931eaa0d25b17eafb9c279e9  libxml2_2.9.14+dfsg.orig.tar.xz
f33a99a0018cbb94aadc3bf26661e401cb90dff856aa170faf7239151ee9b9ac  libxml2_2.9.14+dfsg-1.3~deb12u6.debian.tar.xz
9d8870c419f1c5577e6ab6daae0697ec08c5ba85c69df5dce01682e6d56ae4c4  libxslt_1.1.35-1+deb12u4.dsc
8247f33e9a872c6ac859aa45018bc4c4d00b97e2feac9eebc10c93ce1f34dd79  libxslt_1.1.35.orig.tar.xz
1f7a6d0724f0daccd0eb9633af3eb0437bc2c74c73e3e8364273bf79cbfd1041  libxslt_1.1.35-1+deb12u4.debian.tar.xz"
# Another compiler or libc gives other bytes, so the fresh-build check would fail: insist on these.
TOOLCHAIN="clang-14=1:14.0.6-12 lld-14=1:14.0.6-12 wasi-libc=0.0~git20220510.9886d3d-2 libclang-rt-14-dev-wasm32=1:14.0.6-12"

fail() {
  echo "build.sh: $*" >&2
  exit 1
}
# Exit status 2: something this machine lacks (the fresh-build test then skips, saying what).
missing() {
  echo "build.sh: $*" >&2
  exit 2
}

for pin in $TOOLCHAIN; do
  package=${pin%%=*}
  installed=$(dpkg-query -W -f '${Version}' "$package" 2>/dev/null || true)
  [ "$installed" = "${pin#*=}" ] ||
    missing "needs $pin (installed: ${installed:-none}): apt-get install $pin"
done
command -v dpkg-source >/dev/null || missing "needs dpkg-source: apt-get install dpkg-dev"
command -v make >/dev/null || missing "needs make: apt-get install make"

mkdir -p "$WORK/sources"
cd "$WORK/sources"
if ! echo "$SOURCES_SHA256" | sed '/^$/d' | sha256sum --check --status 2>/dev/null; then
  apt-get source --download-only "libxml2=$XML2_VERSION" "libxslt=$XSLT_VERSION" >/dev/null ||
    missing "could not download the pinned sources (deb-src lines for bookworm missing?)"
  echo "$SOURCES_SHA256" | sed '/^$/d' | sha256sum --check --quiet ||
    fail "the downloaded sources do not match the pinned SHA-256"
fi

# A fresh tree every time: Debian's patches (security fixes) applied by dpkg-source.
rm -rf "$WORK/src" "$WORK/gen" "$WORK/obj" "$WORK/libxslt.wasm"
mkdir -p "$WORK/src" "$WORK/gen/libxml2/libxml" "$WORK/gen/libxslt/libxslt" \
  "$WORK/gen/libxslt/libexslt" "$WORK/obj"
dpkg-source --no-check -x "libxml2_$XML2_VERSION.dsc" "$WORK/src/libxml2" >/dev/null
dpkg-source --no-check -x "libxslt_$XSLT_VERSION.dsc" "$WORK/src/libxslt" >/dev/null

# The headers configure would write, with the features this build has (1) and has not (0).
subst() {
  template=$1
  shift
  script=""
  for pair in "$@"; do script="$script;s|@${pair%%=*}@|${pair#*=}|g"; done
  sed "${script#;}" "$template"
}
cp "$HERE/libxml2-config.h" "$WORK/gen/libxml2/config.h"
cp "$HERE/libxslt-config.h" "$WORK/gen/libxslt/config.h"
subst "$WORK/src/libxml2/include/libxml/xmlversion.h.in" VERSION=2.9.14 \
  LIBXML_VERSION_NUMBER=20914 LIBXML_VERSION_EXTRA= MODULE_EXTENSION=.so \
  WITH_TREE=1 WITH_OUTPUT=1 WITH_SAX1=1 WITH_HTML=1 WITH_VALID=1 WITH_XPATH=1 WITH_XPTR=1 \
  WITH_ISO8859X=1 WITH_TRIO=0 WITH_THREADS=0 WITH_THREAD_ALLOC=0 WITH_PUSH=0 WITH_READER=0 \
  WITH_PATTERN=0 WITH_WRITER=0 WITH_FTP=0 WITH_HTTP=0 WITH_LEGACY=0 WITH_C14N=0 WITH_CATALOG=0 \
  WITH_DOCB=0 WITH_XINCLUDE=0 WITH_ICONV=0 WITH_ICU=0 WITH_DEBUG=0 WITH_MEM_DEBUG=0 \
  WITH_RUN_DEBUG=0 WITH_REGEXPS=0 WITH_SCHEMAS=0 WITH_SCHEMATRON=0 WITH_MODULES=0 WITH_ZLIB=0 \
  WITH_LZMA=0 >"$WORK/gen/libxml2/libxml/xmlversion.h"
subst "$WORK/src/libxslt/libxslt/xsltconfig.h.in" VERSION=1.1.35 LIBXSLT_VERSION_NUMBER=10135 \
  LIBXSLT_VERSION_EXTRA= WITH_XSLT_DEBUG=0 WITH_MEM_DEBUG=0 WITH_TRIO=0 WITH_DEBUGGER=0 \
  WITH_PROFILER=0 WITH_MODULES=0 LIBXSLT_DEFAULT_PLUGINS_PATH= \
  >"$WORK/gen/libxslt/libxslt/xsltconfig.h"
subst "$WORK/src/libxslt/libexslt/exsltconfig.h.in" LIBEXSLT_VERSION=0.8.20 \
  LIBEXSLT_VERSION_NUMBER=820 LIBEXSLT_VERSION_EXTRA= WITH_CRYPTO=0 \
  >"$WORK/gen/libxslt/libexslt/exsltconfig.h"

# The MIT notices travel inside the module (bx_notices), as the licences ask of every copy.
{
  echo "libxml2 $XML2_VERSION (Debian source package)"
  echo
  cat "$WORK/src/libxml2/Copyright"
  for file in hash.c list.c; do
    printf '\nlibxml2 %s:\n' "$file"
    sed -n '/Copyright/,/^ \*\/$/p' "$WORK/src/libxml2/$file" | sed '$d; s/^ \* \{0,1\}//'
  done
  printf '\nlibxslt and libexslt %s (Debian source package)\n\n' "$XSLT_VERSION"
  cat "$WORK/src/libxslt/Copyright"
} | sed 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$/\\n"/' >"$WORK/gen/notices.inc"

nice -n 10 make -s -j2 -f "$HERE/Makefile" WORK="$WORK" "$WORK/libxslt.wasm"
cp "$WORK/libxslt.wasm" "$OUTPUT"
echo "build.sh: wrote $OUTPUT ($(wc -c <"$OUTPUT") bytes, sha256 $(sha256sum "$OUTPUT" | cut -c1-16)…)"
