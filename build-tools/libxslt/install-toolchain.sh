#!/bin/sh
# Installs what build.sh needs on Debian bookworm (as root): the pinned compiler, linker, wasi-libc
# and compiler-rt, dpkg-dev and make, and deb-src lines for the suites already configured, so that
# `apt-get source` can fetch libxml2 and libxslt. About 50 MB of packages; under a minute here.
set -eu

# Already installed at the pinned versions (checked in milliseconds): nothing to do.
installed() { [ "$(dpkg-query -W -f='${Version}' "$1" 2>/dev/null)" = "$2" ]; }
if installed clang-14 1:14.0.6-12 && installed lld-14 1:14.0.6-12 &&
  installed wasi-libc 0.0~git20220510.9886d3d-2 && installed libclang-rt-14-dev-wasm32 1:14.0.6-12 &&
  command -v dpkg-source >/dev/null && command -v make >/dev/null &&
  [ -e /etc/apt/sources.list.d/debian-src.sources ]; then
  exit 0
fi

SOURCES=/etc/apt/sources.list.d/debian.sources
SOURCE_LINES=/etc/apt/sources.list.d/debian-src.sources
if [ ! -e "$SOURCE_LINES" ] && [ -f "$SOURCES" ]; then
  # The same archives and suites as the binary packages, as deb-src.
  sed 's/^Types: deb$/Types: deb-src/' "$SOURCES" >"$SOURCE_LINES"
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  clang-14=1:14.0.6-12 lld-14=1:14.0.6-12 wasi-libc=0.0~git20220510.9886d3d-2 \
  libclang-rt-14-dev-wasm32=1:14.0.6-12 dpkg-dev make >/dev/null
