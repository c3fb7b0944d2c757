#!/usr/bin/env python3
"""Extracts from Apple's iOS SDK the UIKit API that UIKitShim declares, into Tests/UIKitShimTests/UIKitManifest.json.

Usage, from the project root, after `swift build` and `../shared/ios-sdk/setup.sh` (docs/MARKUPUIKIT.md):

    python3 scripts/uikit-manifest.py [PROBE_DIR]      # PROBE_DIR: setup.sh's directory, /tmp/ios-probe by default

The compiler says what each side declares: `swift-symbolgraph-extract` reads UIKit as Swift imports it from the SDK's
headers and overlays (names, parameter and result types, optionality, `@MainActor`, `optional` protocol requirements,
availability), and the shim as built here. For every declaration of the shim but its own test hooks (names starting
with `Shim` or `shim`), the manifest keeps UIKit's declarations at the same path, with their availability and the
header line they come from, or says that UIKit has none (unavailable on iOS, or absent). UIKitShimTests holds the
shim to the file on every platform; this script, which needs the SDK, is run again when the shim changes.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Tests", "UIKitShimTests", "UIKitManifest.json")
APPLE_MODULES = ["UIKit", "QuartzCore", "CoreGraphics", "ObjectiveC"]


def symbol_graph(module, arguments):
    """The module's public symbols and the relationships between them (with its extensions of other modules')."""
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-output-dir", out, "-minimum-access-level", "public"]
            + arguments,
            check=True,
        )
        symbols, relationships = [], []
        for path in glob.glob(os.path.join(out, "*.symbols.json")):
            with open(path) as file:
                graph = json.load(file)
            symbols += graph["symbols"]
            relationships += graph["relationships"]
        return symbols, relationships


class Graph:
    """Apple's declarations by path, and each type's superclass and protocols, to find a member a type inherits."""

    def __init__(self, symbols, relationships):
        self.by_path, self.path_of, self.parents = {}, {}, {}
        for symbol in symbols:
            path = ".".join(symbol["pathComponents"])
            self.by_path.setdefault(path, []).append(symbol)
            self.path_of[symbol["identifier"]["precise"]] = path
        for relationship in relationships:
            if relationship["kind"] in ("inheritsFrom", "conformsTo"):
                target = self.path_of.get(relationship["target"]) or relationship.get("targetFallback", "").split(".")[-1]
                source = self.path_of.get(relationship["source"])
                if source and target:
                    self.parents.setdefault(source, []).append(target)

    def lookup(self, path, seen=None):
        """The declarations at `path`, or where its type inherits them from (superclass, then protocols; a conforming
        type's implementation of an optional requirement is no optional declaration)."""
        if path in self.by_path:
            return self.by_path[path]
        owner, _, member = path.rpartition(".")
        seen = seen or set()
        if not owner or owner in seen:
            return []
        seen.add(owner)
        for parent in self.parents.get(owner, []):
            found = self.lookup(parent + "." + member, seen)
            if found:
                return [implemented(symbol) for symbol in found]
        return []


def implemented(symbol):
    """A protocol requirement as a conforming type declares it: without `optional`."""
    fragments = symbol.get("declarationFragments", [])
    if fragments[:1] and fragments[0]["spelling"] == "optional":
        symbol = dict(symbol, declarationFragments=fragments[2:])
    return symbol


def shim_module_directory():
    candidates = glob.glob(os.path.join(ROOT, ".build*", "*", "Modules", "UIKitShim.swiftmodule")) + glob.glob(
        os.path.join(ROOT, ".build*", "*", "*", "Modules", "UIKitShim.swiftmodule")
    )
    if not candidates:
        sys.exit("no built UIKitShim module: run `swift build` first")
    return os.path.dirname(max(candidates, key=os.path.getmtime))


def is_shim_only(path):
    return any(part.startswith("Shim") or part.startswith("shim") for part in path)


def declaration(symbol):
    """The declaration as Swift spells it, less the parameter names inside (the implementation's own)."""
    text = ""
    for fragment in symbol.get("declarationFragments", []):
        if fragment["kind"] == "internalParam":
            text = text.rstrip(" ")
        else:
            text += fragment["spelling"]
    return text


class Headers:
    """Finds the header line a UIKit declaration comes from, by its USR (`c:objc(cs)UIView(py)frame`)."""

    def __init__(self, sdk):
        self.directory = os.path.join(sdk, "System", "Library", "Frameworks", "UIKit.framework", "Headers")
        self.files = {}
        for path in sorted(glob.glob(os.path.join(self.directory, "*.h"))):
            with open(path, errors="replace") as file:
                self.files[os.path.basename(path)] = file.read().split("\n")

    def find(self, patterns, prefer=None):
        names = sorted(self.files, key=lambda name: (name != prefer, name))
        for pattern in patterns:
            expression = re.compile(pattern)
            for name in names:
                for number, line in enumerate(self.files[name], 1):
                    if expression.search(line):
                        return name, number, line
        return None

    def locate(self, usr, path):
        match = re.match(r"c:objc\((cs|pl)\)(\w+)(?:\((py|im|cm|cpy)\)([\w:]+))?", usr)
        if match:
            container, member_kind, member = match.group(2), match.group(3), match.group(4)
            prefer = container + ".h"
            if member is None:
                keyword = "@interface" if match.group(1) == "cs" else "@protocol"
                return self.find([r"^%s\s+%s\b" % (keyword, container)], prefer)
            if member_kind in ("py", "cpy"):
                return self.find([r"@property.*\b%s\b\s*(;|[A-Z_]+\(|NS_|__)" % member, r"\b%s\b" % member], prefer)
            first = member.split(":")[0]
            return self.find([r"^\s*[-+]\s*\(.*\)\s*%s\b" % first, r"\b%s\b" % first], prefer)
        match = re.match(r"c:@(E|S|T|EA)@(\w+)(?:@(\w+))?", usr)
        if match:
            if match.group(3):
                return self.find([r"^\s*%s\b" % match.group(3), r"\b%s\b" % match.group(3)], match.group(2) + ".h")
            return self.find([r"\b%s\b" % match.group(2)])
        return self.find([r"\b%s\b" % re.escape(path[-1].split("(")[0])], path[0] + ".h") if path else None

    def describe(self, found):
        return "%s:%d" % (found[0], found[1]) if found else None


def standard_witness(apple, path):
    """What the symbol graph leaves implicit: an imported enum's or option set's `rawValue` (typed as its
    `init(rawValue:)` takes it) and the `Hashable` members every such type has."""
    owner, _, member = path.rpartition(".")
    initializer = apple.by_path.get(owner + ".init(rawValue:)")
    if not initializer:
        return None
    declarations = {
        "hashValue": ("swift.property", "var hashValue: Int { get }"),
        "hash(into:)": ("swift.method", "func hash(into: inout Hasher)"),
    }
    if member == "rawValue":
        parameter = initializer[0]["functionSignature"]["parameters"][0]["declarationFragments"]
        raw_type = "".join(fragment["spelling"] for fragment in parameter).split(": ", 1)[1]
        declarations["rawValue"] = ("swift.property", "var rawValue: %s { get }" % raw_type)
    if member not in declarations:
        return None
    kind, text = declarations[member]
    return {"path": path, "kind": kind, "declaration": text, "header": None, "note": "implicit in the import"}


def main():
    probe = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("IOS_PROBE_DIR", "/tmp/ios-probe")
    sdk = os.path.join(probe, "iPhoneOS17.0.sdk")
    if not os.path.isdir(sdk):
        sys.exit("no SDK at %s: run ../shared/ios-sdk/setup.sh first" % sdk)
    # UIKit, and the two modules whose types the shim also stands in for (CALayer, CGColor), as an app imports them.
    symbols, relationships = [], []
    for module in APPLE_MODULES:
        more = symbol_graph(
            module,
            ["-target", "arm64-apple-ios17.0", "-sdk", sdk, "-resource-dir", os.path.join(probe, "res"),
             "-module-cache-path", os.path.join(probe, "mc")],
        )
        symbols += more[0]
        relationships += more[1]
    apple = Graph(symbols, relationships)
    shim, _ = symbol_graph("UIKitShim", ["-I", shim_module_directory()])
    headers = Headers(sdk)
    paths = sorted({".".join(s["pathComponents"]) for s in shim if not is_shim_only(s["pathComponents"])})
    declarations, absent = [], []
    for path in paths:
        found = apple.lookup(path)
        if not found:
            witness = standard_witness(apple, path)
            if witness:
                declarations.append(witness)
                continue
            components = path.split(".")
            # The symbol graph leaves out what iOS marks unavailable: the header says so (an enum case by its C name,
            # `UIButtonTypePlain` for `plain`).
            name = components[-1].split("(")[0]
            capitalized = name[:1].upper() + name[1:]
            unavailable = r"API_UNAVAILABLE\([^)]*\bios\b"
            line = headers.find(
                [r"\b\w*%s\b.*%s" % (capitalized, unavailable), r"\b%s\b.*%s" % (name, unavailable)], components[0] + ".h")
            reason = "unavailable on iOS" if line else "not declared by UIKit"
            if not line and name:
                line = headers.find([r"\b%s\b" % re.escape(name)], components[0] + ".h")
            absent.append({"path": path, "reason": reason, "header": headers.describe(line)})
            continue
        for symbol in found:
            entry = {
                "path": path,
                "kind": symbol["kind"]["identifier"],
                "declaration": declaration(symbol),
                "header": headers.describe(headers.locate(symbol["identifier"]["precise"], symbol["pathComponents"])),
            }
            for availability in symbol.get("availability", []):
                if availability.get("domain") not in ("iOS", "*"):
                    continue
                for key in ("introduced", "deprecated", "obsoleted"):
                    version = availability.get(key)
                    # API_TO_BE_DEPRECATED (version 100000) is no deprecation yet: the compiler says nothing.
                    if version and version.get("major", 0) < 100000:
                        entry[key] = "%d.%d" % (version.get("major", 0), version.get("minor", 0))
                if availability.get("isUnconditionallyDeprecated"):
                    entry["deprecated"] = "*"
                if "renamed" in availability:
                    entry["renamed"] = availability["renamed"]
            declarations.append(entry)
    manifest = {
        "sdk": "iPhoneOS17.0",
        "made by": "scripts/uikit-manifest.py from the SDK's UIKit and the built UIKitShim; do not edit by hand",
        "declarations": declarations,
        "absent": absent,
    }
    with open(OUTPUT, "w") as file:
        json.dump(manifest, file, indent=1, sort_keys=True)
        file.write("\n")
    print("%d declarations, %d absent from UIKit, written to %s" % (len(declarations), len(absent), OUTPUT))


if __name__ == "__main__":
    main()
