/// One Hensel letter of one count 1...4, 64 cells at a time: the cells whose
/// arrangement is that letter, among cells already known to have `count` live
/// neighbours (5...7 are read as 3...1 dead ones). It is the letter's plane
/// alone, from `HenselFeatures`, so a rule that differs from a totalistic one
/// by one letter decodes that letter and no other (`IsotropicPass`); the tests
/// check each against `Hensel.letterOf` on all arrangements of its count.
protocol HenselLetter {
    /// The count of live neighbours the letter is an arrangement of (1...4).
    static var count: Int { get }
    /// Among cells with `count` live neighbours, those arranged as this letter.
    static func plane(_ f: HenselFeatures) -> UInt64
}

// Letter order within a count is `Hensel`'s: c e a i k n j q r y t w z.

enum Letter1c: HenselLetter {
    static var count: Int { 1 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.noEdge }
}
enum Letter1e: HenselLetter {
    static var count: Int { 1 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { ~f.noEdge }
}

enum Letter2c: HenselLetter {
    static var count: Int { 2 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.sideCorners }
}
enum Letter2e: HenselLetter {
    static var count: Int { 2 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.turnedEdges }
}
enum Letter2a: HenselLetter {
    static var count: Int { 2 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.adjacent }
}
enum Letter2i: HenselLetter {
    static var count: Int { 2 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.oppositeEdges }
}
enum Letter2k: HenselLetter {
    static var count: Int { 2 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.knight }
}
enum Letter2n: HenselLetter {
    static var count: Int { 2 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.oppositeCorners }
}

enum Letter3c: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.noEdge }
}
enum Letter3e: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.3 }
}
enum Letter3a: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.2 & ~f.oppositeEdges & f.adjacent & ~f.knight }
}
enum Letter3i: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.1 & f.adjacent & ~f.knight }
}
enum Letter3k: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.2 & ~f.oppositeEdges & ~f.adjacent }
}
enum Letter3n: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.1 & f.adjacent & f.knight & ~f.oppositeCorners }
}
enum Letter3j: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.2 & ~f.oppositeEdges & f.adjacent & f.knight }
}
enum Letter3q: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.1 & f.adjacent & f.knight & f.oppositeCorners }
}
enum Letter3r: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.2 & f.oppositeEdges }
}
enum Letter3y: HenselLetter {
    static var count: Int { 3 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.1 & ~f.adjacent }
}

enum Letter4c: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.noEdge }
}
enum Letter4e: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.4 }
}
enum Letter4a: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 {
        f.edges.2 & ~f.oppositeEdges & ~f.oppositeCorners & f.cornerWithEdges
    }
}
enum Letter4i: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 {
        f.edges.2 & f.oppositeEdges & ~f.oppositeCorners & ~f.edgeWithCorners
    }
}
enum Letter4k: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 {
        f.edges.2 & ~f.oppositeEdges & ~f.oppositeCorners & ~f.cornerWithEdges
    }
}
enum Letter4n: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.1 & f.edgeWithCorners }
}
enum Letter4j: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.3 & ~f.cornerWithEdges }
}
enum Letter4q: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 {
        f.edges.2 & ~f.oppositeEdges & f.oppositeCorners & f.cornerWithEdges
    }
}
enum Letter4r: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.3 & f.cornerWithEdges }
}
enum Letter4y: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.1 & ~f.edgeWithCorners }
}
enum Letter4t: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 {
        f.edges.2 & f.oppositeEdges & ~f.oppositeCorners & f.edgeWithCorners
    }
}
enum Letter4w: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 {
        f.edges.2 & ~f.oppositeEdges & f.oppositeCorners & ~f.cornerWithEdges
    }
}
enum Letter4z: HenselLetter {
    static var count: Int { 4 }
    @inline(__always) static func plane(_ f: HenselFeatures) -> UInt64 { f.edges.2 & f.oppositeEdges & f.oppositeCorners }
}
