/// What a file that holds no pattern is, told from its first bytes, so that
/// a refusal says it: "notes.txt is a text file in no pattern format, not a
/// pattern", "loop.lua is a Golly Lua script, not a pattern". Golly's own
/// collection holds scripts (`.lua`, `.py`) beside its patterns and its Rules
/// folder holds `.rule`, `.table` and `.tree` files; anyone may also hand
/// lifecam a picture, a web page or a program by mistake.
///
/// Only `Pattern.decode` and `PatternReader` ask, and only once the bytes
/// failed as a pattern: for bytes no format claims, `identify` always has an
/// answer; for bytes that started like RLE (`#` or `x`) and broke, `recognise`
/// answers only when the bytes say for certain what they are (a script's
/// `import golly`, a rule table's `n_states:`), so that a broken RLE file
/// keeps its own line-numbered error.
public enum ForeignFile: Sendable, Equatable {
    /// No byte but blanks.
    case empty
    /// A Golly script, in the language named ("Lua", "Python", "Perl").
    case script(String)
    /// One of Golly's rule files, named by its suffix (".rule", ".table", ".tree"),
    /// or a rule in Nutshell's notation (".ruel"), which compiles to one.
    case ruleFile(String)
    /// A picture, by its format's name ("PNG", "JPEG", …).
    case picture(String)
    /// A document: "an HTML page", "a PDF document", "an XML file".
    case document(String)
    /// Compressed or packed data lifecam does not open ("xz", "bzip2", "7-Zip").
    case packed(String)
    /// A program (an ELF executable or library).
    case program
    /// Text in no pattern format.
    case text
    /// Bytes that are not text, in no format lifecam knows.
    case binary

    /// How many first bytes are looked at: enough for a magic number and a
    /// script's or rule file's first lines.
    public static let prefixLength = 4096

    /// What `bytes` are (a file's first `prefixLength` bytes or more); always
    /// an answer: `recognise`'s, else empty, text or binary.
    public static func identify(_ bytes: some Collection<UInt8>) -> ForeignFile {
        let prefix = Array(bytes.prefix(prefixLength))
        if let known = recognise(prefix) { return known }
        if !prefix.contains(where: { $0 > 0x20 }) { return .empty }
        return looksLikeText(prefix) ? .text : .binary
    }

    /// What `bytes` are when they show it for certain: a magic number, an
    /// HTML or XML start, a Golly rule file's or script's own lines. Nil
    /// otherwise (plain text or bytes that may be a broken pattern).
    public static func recognise(_ bytes: some Collection<UInt8>) -> ForeignFile? {
        let prefix = Array(bytes.prefix(prefixLength))
        if let magic = magicNumber(prefix) { return magic }
        guard looksLikeText(prefix) else { return nil }
        return textKind(prefix)
    }

    /// RLE's `error` on bytes starting with `prefix`, or what they are when
    /// the error is one of their text (a script's or rule file's lines break
    /// RLE so) and they say for certain (`recognise`); errors of size or
    /// limits stay as they are.
    public static func naming(_ error: PatternError, _ prefix: some Collection<UInt8>) -> PatternError {
        guard error.kind == .syntax || error.kind == .multiState else { return error }
        return recognise(prefix)?.error ?? error
    }

    /// The kind in words, with its article: "a Golly Lua script".
    public var description: String {
        switch self {
        case .empty: "an empty file"
        case .script(let language): "a Golly \(language) script"
        case .ruleFile(let suffix): "a Golly rule file (\(suffix))"
        // "an SVG": said letter by letter, from "ess".
        case .picture(let format): "\(format == "SVG" ? "an" : "a") \(format) picture"
        case .document(let what): what
        case .packed(let format): "\(format)-compressed data"
        case .program: "a program (ELF)"
        case .text: "a text file in no pattern format"
        case .binary: "binary data in no format lifecam knows"
        }
    }

    /// The refusal: `PatternError.Kind.notAPattern`, whose reason follows the
    /// file's name and "is": "a Golly Lua script, not a pattern: …".
    public var error: PatternError {
        PatternError(.notAPattern, "\(description), not a pattern\(advice)")
    }

    /// What to do instead, after the kind.
    private var advice: String {
        switch self {
        case .script: ": Golly runs scripts to make or show patterns; lifecam does not run them"
        case .ruleFile: ": a pattern names its rule, and lifecam reads the rule's file itself (beside the pattern, in its archive, in --rules or in Golly's Rules)"
        case .picture: ": pictures and video play under the cells with --source"
        case .empty, .document, .packed, .program, .text, .binary:
            ": lifecam reads RLE, plaintext (.cells), Life 1.05 and 1.06, MCell (.mcl) and macrocell (.mc) files"
        }
    }
}
