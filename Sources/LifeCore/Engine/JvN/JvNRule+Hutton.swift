// Golly's JvN algorithm (gollybase/jvnalgo.cpp of Golly 3.3), carried into
// lifecam. Copyright (C) 2005-2019 The Golly Gang; distributed under the GNU
// General Public License, version 2 or (at your option) any later version.
// See packaging/copyright.

/// Hutton32 as Golly's `slowcalc_Hutton32` computes it (Tim Hutton, 2008):
/// Nobili32 with a write-and-retract construction arm and constructions
/// turned by the arm that writes them. Kept as it is written, C's
/// arithmetic included: Golly's `state` is an unsigned byte, so `dir` and
/// `quiesce` of no input (0) wrap (a sensitised 8 with no input stays 8), and
/// `%` keeps the sign of what it divides, as Swift's does.
extension JvNRule {
    private static func isOTS(_ c: Int) -> Bool { c >= 9 && c <= 16 }
    private static func isSTS(_ c: Int) -> Bool { c >= 17 && c <= 24 }
    private static func isTS(_ c: Int) -> Bool { isOTS(c) || isSTS(c) }
    private static func isSensitised(_ c: Int) -> Bool { c >= 1 && c <= 8 }
    private static func isEast(_ c: Int) -> Bool { c == 9 || c == 13 || c == 17 || c == 21 }
    private static func isNorth(_ c: Int) -> Bool { c == 10 || c == 14 || c == 18 || c == 22 }
    private static func isWest(_ c: Int) -> Bool { c == 11 || c == 15 || c == 19 || c == 23 }
    private static func isSouth(_ c: Int) -> Bool { c == 12 || c == 16 || c == 20 || c == 24 }
    private static func isExcited(_ c: Int) -> Bool { (c >= 13 && c <= 16) || (c >= 21 && c <= 24) }
    /// A byte, as C converts an int to Golly's `state`.
    private static func byte(_ value: Int) -> Int { value & 0xFF }
    /// 0, 1, 2, 3: east, north, west, south (Golly's `dir`, a byte).
    private static func dir(_ c: Int) -> Int { byte((c - 9) % 4) }

    /// The state of the cell `c` points at.
    private static func output(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Int {
        if isEast(c) { return e }
        if isNorth(c) { return n }
        if isWest(c) { return w }
        if isSouth(c) { return s }
        return 0
    }

    /// The state of the excited arrow pointing at the centre, or 0.
    private static func input(_ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Int {
        if isEast(w), isExcited(w) { return w }
        if isNorth(s), isExcited(s) { return s }
        if isWest(e), isExcited(e) { return e }
        if isSouth(n), isExcited(n) { return n }
        return 0
    }

    private static func outputWillBecomeOTS(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        let out = output(c, n, s, e, w)
        return out == 8 || (out == 4 && isExcited(c)) || (out == 5 && !isExcited(c))
    }

    private static func outputWillBecomeConfluent(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        output(c, n, s, e, w) == 7 && isExcited(c)
    }

    private static func outputWillBecomeSensitised(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        let out = output(c, n, s, e, w)
        return (out == 0 && isExcited(c)) || out == 1 || out == 2 || out == 3 || (out == 4 && !isOTS(c))
    }

    /// An excited ordinary state (an arrow, or an excited confluent one) that reaches the centre next.
    private static func excitedOTSToUs(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        ([16, 27, 28, 30, 31].contains(n) && !(c == 14 || c == 10))
            || ([14, 27, 28, 30, 31].contains(s) && !(c == 16 || c == 12))
            || ([15, 27, 28, 29, 31].contains(e) && !(c == 13 || c == 9))
            || ([13, 27, 28, 29, 31].contains(w) && !(c == 15 || c == 11))
    }

    private static func excitedOTSArrowToUs(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        (n == 16 && !(c == 14 || c == 10)) || (s == 14 && !(c == 16 || c == 12))
            || (e == 15 && !(c == 13 || c == 9)) || (w == 13 && !(c == 15 || c == 11))
    }

    private static func otsArrowToUs(_ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        (isOTS(n) && isSouth(n)) || (isOTS(s) && isNorth(s)) || (isOTS(e) && isWest(e)) || (isOTS(w) && isEast(w))
    }

    private static func excitedSTSToUs(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        ([24, 27, 28, 30, 31].contains(n) && !(c == 22 || c == 18))
            || ([22, 27, 28, 30, 31].contains(s) && !(c == 24 || c == 20))
            || ([23, 27, 28, 29, 31].contains(e) && !(c == 21 || c == 17))
            || ([21, 27, 28, 29, 31].contains(w) && !(c == 23 || c == 19))
    }

    private static func excitedSTSArrowToUs(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        (n == 24 && !(c == 22 || c == 18)) || (s == 22 && !(c == 24 || c == 20))
            || (e == 23 && !(c == 21 || c == 17)) || (w == 21 && !(c == 23 || c == 19))
    }

    private static func allInputsOn(_ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        !(n == 12 || s == 10 || e == 11 || w == 9) && (n == 16 || s == 14 || e == 15 || w == 13)
    }

    private static func isCrossing(_ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Bool {
        let inputs = [isSouth(n), isEast(w), isWest(e), isNorth(s)].filter { $0 }.count
        let outputs = [isTS(n) && !isSouth(n), isTS(w) && !isEast(w), isTS(e) && !isWest(e), isTS(s) && !isNorth(s)].filter { $0 }.count
        return inputs == 2 && outputs == 2
    }

    private static func quiesce(_ c: Int) -> Int {
        if (c >= 13 && c <= 16) || (c >= 21 && c <= 24) { return c - 4 }
        if c >= 26 && c <= 31 { return 25 }
        return c
    }

    /// The crossing a confluent cell becomes from the excited arrows into it, else quiescent (25).
    private static func crossing(_ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Int {
        let vertical = n == 16 || s == 14, horizontal = e == 15 || w == 13
        return vertical && horizontal ? 31 : vertical ? 30 : horizontal ? 29 : 25
    }

    /// Golly's `slowcalc_Hutton32(c, n, s, e, w)`.
    static func hutton32(c: Int, n: Int, s: Int, e: Int, w: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: huttonNext(c, n, s, e, w))
    }

    private static func huttonNext(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Int {
        if isOTS(c) { return huttonOrdinary(c, n, s, e, w) }
        if isSTS(c) { return huttonSpecial(c, n, s, e, w) }
        if c <= 8 { return huttonSensitised(c, n, s, e, w) }
        if excitedSTSArrowToUs(c, n, s, e, w) { return 0 }
        switch c {
        case 25:
            if isCrossing(n, s, e, w) { return crossing(n, s, e, w) }
            return allInputsOn(n, s, e, w) ? 26 : 25
        case 26, 28: return allInputsOn(n, s, e, w) ? 28 : 27
        case 27: return allInputsOn(n, s, e, w) ? 26 : 25
        case 29, 30, 31: return crossing(n, s, e, w)
        default: return c
        }
    }

    private static func huttonOrdinary(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Int {
        if excitedSTSArrowToUs(c, n, s, e, w) { return 0 }
        if excitedOTSToUs(c, n, s, e, w) {
            let out = output(c, n, s, e, w)
            if outputWillBecomeOTS(c, n, s, e, w) || (isSTS(out) && !isExcited(out)) { return 0 }
            if outputWillBecomeConfluent(c, n, s, e, w) { return 1 }
            return quiesce(c) + 4
        }
        if outputWillBecomeConfluent(c, n, s, e, w) { return 0 }
        if isExcited(c), outputWillBecomeSensitised(c, n, s, e, w) { return quiesce(c) + 12 }
        return quiesce(c)
    }

    private static func huttonSpecial(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Int {
        if isExcited(c), isSensitised(output(c, n, s, e, w)), otsArrowToUs(n, s, e, w) {
            // The mark at the end of an ordinary wire.
            if outputWillBecomeSensitised(c, n, s, e, w) { return excitedOTSArrowToUs(c, n, s, e, w) ? c - 8 : c }
            return excitedOTSArrowToUs(c, n, s, e, w) ? 0 : quiesce(c) - 8
        }
        if isExcited(c), output(c, n, s, e, w) == 0 { return excitedSTSArrowToUs(c, n, s, e, w) ? c : quiesce(c) }
        if excitedOTSArrowToUs(c, n, s, e, w) { return 0 }
        if excitedSTSToUs(c, n, s, e, w) { return quiesce(c) + 4 }
        return quiesce(c)
    }

    private static func huttonSensitised(_ c: Int, _ n: Int, _ s: Int, _ e: Int, _ w: Int) -> Int {
        let one = excitedOTSArrowToUs(c, n, s, e, w)
        let from = byte(quiesce(input(n, s, e, w)))
        switch c {
        case 0:
            if one { return 1 }
            if excitedSTSArrowToUs(c, n, s, e, w) { return from - 8 }
            return 0
        case 1: return one ? 3 : 2
        case 2: return one ? 5 : 4
        case 3: return one ? 7 : 6
        case 4: return one ? (from - 9 + 2) % 4 + 9 : 8
        case 5: return one ? from + 8 : (from - 9 + 3) % 4 + 9
        case 6: return one ? (from - 9 + 2) % 4 + 17 : (from - 9 + 1) % 4 + 17
        case 7: return one ? 25 : (from - 9 + 3) % 4 + 17
        default: return one ? 9 + dir(byte(input(n, s, e, w) + 1)) : 9 + dir(input(n, s, e, w))
        }
    }
}
