import Foundation
import Testing
@testable import LifeApp

/// The repository's own documents: every relative link in README.md and
/// docs/ leads to a file that exists (and to a heading there, when it names
/// one), and nothing in the repository points at a file outside it.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown file under docs/, as paths from the root.
    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func everyRelativeLinkResolves() throws {
        #expect(Self.documents.count > 1, "no docs/ found beside README.md")
        for document in Self.documents {
            for problem in try Self.deadLinks(in: document) {
                Issue.record("\(problem)")
            }
        }
    }

    /// The checker itself finds what it must: a missing file, a missing
    /// heading, and passes a live link, a heading's GitHub anchor and a web address.
    @Test func deadLinksAreFound() throws {
        let text = """
            # The `run` command: exit statuses
            [live](README.md) [anchor](#the-run-command-exit-statuses) ![web](https://example.com/x.png)
            [gone](docs/NO-SUCH-FILE.md) [no heading](#no-such-heading)
            ```
            [in code](NOT-A-LINK.md)
            ```
            """
        let problems = try Self.deadLinks(inText: text, at: "CHECK.md")
        #expect(problems.count == 2)
        #expect(problems.contains { $0.contains("docs/NO-SUCH-FILE.md") })
        #expect(problems.contains { $0.contains("#no-such-heading") })
    }

    /// The README names the Debian packages `make run` and `make test` install,
    /// exactly as the Makefile lists them (DEPS, TEST_DEPS, and DEB_DEPS, which
    /// `make deb` adds).
    @Test func readmeListsTheMakefilesPackages() throws {
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for variable in ["DEPS", "TEST_DEPS", "DEB_DEPS"] {
            let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix(variable + " ") })
            let packages = line.split(separator: "=", maxSplits: 1)[1].split(separator: " ").joined(separator: " ")
            let listed = readme.contains("`" + packages + "`")
            #expect(listed, "README.md lacks the \(variable) list `\(packages)`")
        }
    }

    /// docs/ARCHITECTURE.md's map is whole: every target of Package.swift,
    /// every folder of Sources/ (but C headers' `include`) and every folder
    /// directly under Tests/ is named there.
    @Test func architectureMapsEveryFolderAndTarget() throws {
        let map = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let targets = manifest.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
        #expect(targets.count > 10, "no targets read from Package.swift")
        for target in targets {
            let named = map.contains("`\(target)`") || map.contains("/\(target)`")
            #expect(named, "docs/ARCHITECTURE.md does not name the target \(target)")
        }
        var folders = Self.folders(under: "Sources", recursive: true).filter { !$0.hasSuffix("/include") }
        folders += Self.folders(under: "Tests", recursive: false)
        #expect(folders.count > 10, "no folders found under Sources/ and Tests/")
        for folder in folders {
            let named = map.contains("`\(folder)`")
            #expect(named, "docs/ARCHITECTURE.md does not map \(folder)")
        }
    }

    /// The folders below `top`, as paths from the root.
    static func folders(under top: String, recursive: Bool) -> [String] {
        let base = root.appendingPathComponent(top).path
        let names = recursive ? (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? [])
            : ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }.map { top + "/" + $0 }.sorted()
    }

    /// docs/COMMANDS.md has a row for every exit status, in `--help`'s words.
    @Test func exitStatusesAreDocumented() throws {
        let commands = try String(contentsOf: Self.root.appendingPathComponent("docs/COMMANDS.md"), encoding: .utf8)
        for status in ExitStatus.allCases {
            #expect(commands.contains("\n| \(status.rawValue) | \(status.meaning) |"), "docs/COMMANDS.md lacks \(status.rawValue)")
        }
    }

    @Test(arguments: [
        ("`lifecam run`: the engine without a screen", "lifecam-run-the-engine-without-a-screen"),
        ("Pictures (`Benchmarks/pictures.sh`)", "pictures-benchmarkspicturessh"),
        ("Engine, 2048² torus", "engine-2048²-torus"),
        ("The board as SVG, and cell shapes", "the-board-as-svg-and-cell-shapes"),
    ])
    func anchorsAreGitHubs(heading: String, anchor: String) {
        #expect(MarkdownLinks.anchor(heading) == anchor)
    }

    /// Comments and documents cite Golly's source or a file of ours, never
    /// notes kept beside the repository: a fresh clone has only the repository.
    @Test func nothingPointsOutsideTheRepository() throws {
        // Spelled in pieces so that this file does not match itself.
        let outside = ["TECH" + "-NOTES", "../" + "shared", "/work/" + "shared"]
        for path in Self.checkedFiles() {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for needle in outside where line.contains(needle) {
                    Issue.record("\(path):\(number + 1) points outside the repository (\(needle)): say the fact there or cite a docs/ file")
                }
            }
        }
    }

    /// A `docs/NAME.md` that a comment names exists.
    @Test func docsNamedInTheCodeExist() throws {
        // This folder's own examples name files that do not exist on purpose.
        for path in Self.checkedFiles() where !path.hasPrefix("docs/") && path != "README.md"
            && !path.hasPrefix("Tests/LifeTUITests/Documentation/") {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8) else { continue }
            var rest = text[...]
            while let start = rest.range(of: "docs/") {
                let name = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) }
                if name.hasSuffix(".md") {
                    #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("docs/" + name).path),
                            "\(path) names docs/\(name), which does not exist")
                }
                rest = rest[start.upperBound...]
            }
        }
    }

    /// Every text file of the repository's own: sources, tests, fuzzing,
    /// benchmarks, documents and the build files.
    static func checkedFiles() -> [String] {
        let folders = ["Sources", "Tests", "Fuzz", "Benchmarks", "docs", "man", "packaging"]
        let kinds: Set = ["swift", "c", "h", "modulemap", "sh", "py", "md", "1", ""]
        var files = ["Makefile", "Package.swift", "README.md"]
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let relative as String in walker {
                let path = folder + "/" + relative
                guard !relative.contains("__Snapshots__"), !relative.hasPrefix("corpus/"),
                      kinds.contains((relative as NSString).pathExtension) else { continue }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder),
                   !isFolder.boolValue {
                    files.append(path)
                }
            }
        }
        return files
    }

    static func deadLinks(in document: String) throws -> [String] {
        try deadLinks(inText: String(contentsOf: root.appendingPathComponent(document), encoding: .utf8), at: document)
    }

    /// What is wrong with the links of `text`, read as the file at `path`:
    /// one line per link whose file or heading is missing.
    static func deadLinks(inText text: String, at path: String) throws -> [String] {
        let own = MarkdownLinks(text)
        let folder = (path as NSString).deletingLastPathComponent
        var problems: [String] = []
        for link in own.links where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
            let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : nil
            let target = file.isEmpty ? path : ((folder as NSString).appendingPathComponent(file) as NSString).standardizingPath
            let place = "\(path):\(link.line): \(link.target)"
            if !file.isEmpty {
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path) else {
                    problems.append("\(place): no file \(target)")
                    continue
                }
            }
            guard let anchor else { continue }
            let headings = file.isEmpty ? own
                : MarkdownLinks((try? String(contentsOf: root.appendingPathComponent(target), encoding: .utf8)) ?? "")
            if !headings.anchors.contains(anchor) {
                problems.append("\(place): no heading #\(anchor) in \(target)")
            }
        }
        return problems
    }
}
