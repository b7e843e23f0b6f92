import Foundation

/// The links of a Markdown file and the anchors its headings make, as GitHub
/// renders them: enough to tell a dead relative link from a live one.
///
/// Links are `[text](target)` and `![alt](target)`; text inside code (fenced
/// blocks and backtick spans) is not Markdown and is left out. A heading's
/// anchor is GitHub's: its text without Markdown (code backticks, link
/// targets, emphasis), lower-cased, every character that is not a letter,
/// digit, space, `-` or `_` dropped, spaces made `-`; a repeated anchor gets
/// `-1`, `-2` … in order.
struct MarkdownLinks {
    /// One link: the line it is on (1-based) and its target as written.
    struct Link: Equatable {
        var line: Int
        var target: String
    }

    private(set) var links: [Link] = []
    private(set) var anchors: Set<String> = []

    init(_ text: String) {
        var seen: [String: Int] = [:]
        var inFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            if trimmed.hasPrefix("#") {
                let title = trimmed.drop(while: { $0 == "#" })
                if title.first == " " {
                    let base = Self.anchor(String(title))
                    let count = seen[base, default: 0]
                    seen[base] = count + 1
                    anchors.insert(count == 0 ? base : "\(base)-\(count)")
                }
            }
            for target in Self.targets(in: Self.withoutCodeSpans(String(line))) {
                links.append(Link(line: index + 1, target: target))
            }
        }
    }

    /// GitHub's anchor for a heading's text.
    static func anchor(_ heading: String) -> String {
        var text = withoutCodeSpans(heading, keepingContent: true)
        // A link in a heading shows its text only.
        while let open = text.range(of: "]("), let close = text[open.upperBound...].firstIndex(of: ")") {
            text.removeSubrange(open.lowerBound...close)
        }
        var slug = ""
        for character in text.trimmingCharacters(in: .whitespaces).lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    /// `line` with the text of its backtick spans removed (or only the backticks).
    private static func withoutCodeSpans(_ line: String, keepingContent: Bool = false) -> String {
        var out = ""
        var inCode = false
        for character in line {
            if character == "`" {
                inCode.toggle()
            } else if !inCode || keepingContent {
                out.append(character)
            }
        }
        return out
    }

    /// The targets of `](target)` and `](target "title")` in a line.
    private static func targets(in line: String) -> [String] {
        var found: [String] = []
        var rest = line[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let inside = after[..<close]
            let target = inside.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            if !target.isEmpty { found.append(target) }
            rest = after[close...]
        }
        return found
    }
}
