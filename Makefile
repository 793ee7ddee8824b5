# Build, test and install ptable. `make install PREFIX=$HOME/.local` installs the release
# binary to PREFIX/bin and its data and fonts to PREFIX/share/ptable, where it looks for them.
PREFIX ?= /usr/local
BIN = $(shell swift build -c release --show-bin-path)

.PHONY: build test poster install uninstall benchmark

build:
	swift build -c release --product ptable --static-swift-stdlib

test:
	bash scripts/test.sh

poster:
	bash scripts/poster.sh

install: build
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/ptable"
	install -m 755 "$(BIN)/ptable" "$(PREFIX)/bin/ptable"
	rm -rf "$(PREFIX)/share/ptable/Fonts" "$(PREFIX)/share/ptable/ptable_ElementData.resources" "$(PREFIX)/share/ptable/ptable_Layout.resources" \
		"$(PREFIX)/share/ptable/ptable_PTableServer.resources"
	cp -R Fonts "$(PREFIX)/share/ptable/Fonts"
	cp -R "$(BIN)/ptable_ElementData.resources" "$(PREFIX)/share/ptable/ptable_ElementData.resources"
	cp -R "$(BIN)/ptable_PTableServer.resources" "$(PREFIX)/share/ptable/ptable_PTableServer.resources"

uninstall:
	rm -rf "$(PREFIX)/bin/ptable" "$(PREFIX)/share/ptable"
