import Foundation
import Testing

/// docs/ARCHITECTURE.md names only what exists: every type it names in
/// backquotes (`LifeAlgorithm`) is declared in Sources/ or Tests/ (or is a
/// file of Sources/), every `Type+Concern` is a file of
/// Sources/, and every `Type.member` has both.
/// (That it maps every folder and target is `DocumentationTests`'.)
@Suite struct ArchitectureNamesTests {
    /// Names in the page that are no type of lifecam's: a key (`R`), Golly's
    /// notation (`Wn`), argument-parser's protocol.
    static let notOurs: Set = ["R", "Wn", "ExpressibleByArgument"]

    @Test func everyTypeThePageNamesExists() throws {
        let page = try String(contentsOf: DocumentationTests.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let names = Self.names(in: page)
        #expect(names.count > 100, "too few names read from docs/ARCHITECTURE.md: \(names.count)")
        let code = Self.code()
        let declared = code.declarations.union(try Self.modulesAndFolders())
        for name in names where !Self.notOurs.contains(name) {
            if name.contains("+") {
                let exists = code.files.contains(name)
                #expect(exists, "docs/ARCHITECTURE.md names \(name), but Sources/ has no \(name).swift")
            } else if let dot = name.firstIndex(of: ".") {
                let (type, member) = (String(name[..<dot]), String(name[name.index(after: dot)...]))
                let exists = declared.contains(type) && code.members.contains(member)
                #expect(exists, "docs/ARCHITECTURE.md names \(name), which Sources/ does not declare")
            } else {
                let exists = declared.contains(name) || code.files.contains(name)
                #expect(exists, "docs/ARCHITECTURE.md names the type \(name), which nothing declares")
            }
        }
    }

    /// The reader finds what it must and nothing else: names, files and
    /// members, but not paths, options or lower-case words.
    @Test func namesAreReadFromBackquotes() {
        let text = "`LifeAlgorithm`, `Board+Step`, `Game.start`, `Sources/LifeCore`, `--world`, `lifecam run`, `R`, `Package.swift`"
        #expect(Self.names(in: text) == ["LifeAlgorithm", "Board+Step", "Game.start", "R"])
    }

    /// The backquoted words of `text` that look like a type, a file of one
    /// (`Type+Concern`) or a member (`Type.member`), in order; not a file
    /// named with its suffix (`Package.swift`).
    static func names(in text: String) -> [String] {
        let name = /`([A-Z][A-Za-z0-9]*(?:[+.][A-Za-z][A-Za-z0-9]*)?)`/
        return text.matches(of: name).map { String($0.output.1) }.filter { !$0.hasSuffix(".swift") }
    }

    /// What the Swift files of Sources/ and Tests/ declare: types, members
    /// (functions, properties, cases), and Sources/' file names. Read word
    /// by word: a name is the word after `struct`, `func` and the like.
    static func code() -> (declarations: Set<String>, members: Set<String>, files: Set<String>) {
        let typeWords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
        let memberWords: Set<Substring> = ["func", "var", "let", "case"]
        var declarations = Set<String>(), members = Set<String>(), files = Set<String>()
        for top in ["Sources", "Tests"] {
            let base = DocumentationTests.root.appendingPathComponent(top).path
            let paths = FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []
            for path in paths where path.hasSuffix(".swift") {
                if top == "Sources" { files.insert(String((path.split(separator: "/").last ?? "").dropLast(6))) }
                guard let text = try? String(contentsOfFile: base + "/" + path, encoding: .utf8) else { continue }
                let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (keyword, name) in zip(words, words.dropFirst()) {
                    if typeWords.contains(keyword) { declarations.insert(String(name)) }
                    if memberWords.contains(keyword) { members.insert(String(name)) }
                }
            }
        }
        return (declarations, members, files)
    }

    /// The targets of Package.swift and the folders of Sources/ and Tests/ by
    /// their last name, which the page names too (`LifeFuzzTargets`, `Golly`).
    static func modulesAndFolders() throws -> Set<String> {
        let manifest = try String(contentsOf: DocumentationTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = manifest.split(separator: "name: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let folders = DocumentationTests.folders(under: "Sources", recursive: true)
            + DocumentationTests.folders(under: "Tests", recursive: true)
        return Set(targets + folders.compactMap { $0.split(separator: "/").last.map(String.init) })
    }
}
