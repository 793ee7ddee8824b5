#!/usr/bin/env bash
# Installs the Debian packages ptable needs to build, render and test, if any are missing.
# Idempotent; runs apt-get as root (or through sudo when not root).
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev libfreetype-dev libfontconfig-dev   # Cairo renderer (PNG, PDF) with FreeType fonts
  zlib1g-dev                                        # our own PNG encoder (parallel deflate)
  libturbojpeg0-dev                                 # JPEG renderer (the seed app's .jpg images)
  librsvg2-bin libxml2-utils poppler-utils          # checks in tests: rsvg-convert, xmllint, pdfinfo
  qpdf                                              # checks in tests: qpdf --check reads a PDF as strictly as a preflight
  libsqlite3-dev                                    # favourites store (GRDB links the system SQLite)
  python3                                           # tests: scripts/favorites-endpoint.py, a seed-shaped endpoint
  chromium                                          # tests of the `ptable serve` page, headless
  tesseract-ocr tesseract-ocr-eng                   # tests: OCR reads every thumbnail at list-row size
  postgresql nginx-light curl                       # scripts/cluster-test.sh and deploy/: PostgreSQL, nginx, probes
  openssl                                           # tests: a self-signed certificate for PostgreSQL with TLS
  wrk                                               # scripts/benchmark.sh load: the load generator
  locales                                           # tests: locale-gen, for the German C locale below
)

sudo=""
if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]} > 0)); then
  echo "Installing: ${missing[*]}" >&2
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

# tests: ProcessLocaleTests run commands under the C library's de_DE.UTF-8 locale (a decimal
# comma) and check that no byte changes; one locale, generated once (a few seconds).
if ! locale -a 2>/dev/null | grep -qix 'de_DE.utf-\?8'; then
  if ! grep -qx 'de_DE.UTF-8 UTF-8' /etc/locale.gen 2>/dev/null; then
    echo 'de_DE.UTF-8 UTF-8' | $sudo tee -a /etc/locale.gen >/dev/null
  fi
  $sudo locale-gen
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift is not on PATH; install Swift 6.0 or later from swift.org first" >&2
  exit 1
fi
