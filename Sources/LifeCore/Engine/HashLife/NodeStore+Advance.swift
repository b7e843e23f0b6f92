/// The future of a node: Golly's `getres`, `dorecurs` and `dorecurs_half`,
/// on `NodeStore`'s indices, the same for both kinds of leaf (their cases are
/// in `NodeStore+Leaves`).
extension NodeStore {
    /// The centre of `n` (a node of `level` > `leafLevel`), 2^min(level − 2,
    /// `exponent`) generations ahead: memoised in the node, computed once. 0
    /// once exhausted.
    mutating func result(_ n: UInt32, level: Int) -> UInt32 {
        let cached = nodes[Int(n)].result
        if cached != 0 { return cached }
        if exhausted { return 0 }
        let mark = stackCount
        let r: UInt32
        if level == leafLevel + 1 {
            r = bottomResult(n)
        } else if exponent >= level - 2 {
            r = fullResult(n, level: level)
        } else {
            r = halfResult(n, level: level)
        }
        stackCount = mark
        if exhausted { return 0 }
        nodes[Int(n)].result = r
        return r
    }

    /// The nine overlapping squares of half the side that tile the middle of
    /// `n`, each advanced: Golly's t00...t22.
    @inline(__always)
    private mutating func nineResults(_ n: UInt32, level: Int) -> (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) {
        let q = nodes[Int(n)]
        let nw = nodes[Int(q.nw)], ne = nodes[Int(q.ne)], sw = nodes[Int(q.sw)], se = nodes[Int(q.se)]
        let k = level - 1
        let t00 = result(q.nw, level: k)
        let t01 = result(find(nw.ne, ne.nw, nw.se, ne.sw), level: k)
        let t02 = result(q.ne, level: k)
        let t10 = result(find(nw.sw, nw.se, sw.nw, sw.ne), level: k)
        let t11 = result(find(nw.se, ne.sw, sw.ne, se.nw), level: k)
        let t12 = result(find(ne.sw, ne.se, se.nw, se.ne), level: k)
        let t20 = result(q.sw, level: k)
        let t21 = result(find(sw.ne, se.nw, sw.se, se.sw), level: k)
        let t22 = result(q.se, level: k)
        return (t00, t01, t02, t10, t11, t12, t20, t21, t22)
    }

    /// Two steps of 2^(level − 3): the nine squares, then the four squares of those.
    private mutating func fullResult(_ n: UInt32, level: Int) -> UInt32 {
        let (t00, t01, t02, t10, t11, t12, t20, t21, t22) = nineResults(n, level: level)
        let k = level - 1
        let u00 = result(find(t00, t01, t10, t11), level: k)
        let u01 = result(find(t01, t02, t11, t12), level: k)
        let u10 = result(find(t10, t11, t20, t21), level: k)
        let u11 = result(find(t11, t12, t21, t22), level: k)
        return find(u00, u01, u10, u11)
    }

    /// One step (the nine squares), then the centres of their four 2 × 2 groups.
    private mutating func halfResult(_ n: UInt32, level: Int) -> UInt32 {
        let (t00, t01, t02, t10, t11, t12, t20, t21, t22) = nineResults(n, level: level)
        let c00 = centre(t00, t01, t10, t11, level: level - 2)
        let c01 = centre(t01, t02, t11, t12, level: level - 2)
        let c10 = centre(t10, t11, t20, t21, level: level - 2)
        let c11 = centre(t11, t12, t21, t22, level: level - 2)
        return find(c00, c01, c10, c11)
    }

    /// The square of `level` straddling the corner where these four meet.
    @inline(__always)
    mutating func centre(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, level: Int) -> UInt32 {
        if level == leafLevel { return leafCentre(a, b, c, d) }
        return find(nodes[Int(a)].se, nodes[Int(b)].sw, nodes[Int(c)].ne, nodes[Int(d)].nw)
    }

    /// `n` (of `level`) in the middle of a node twice its side: Golly's `pushroot`.
    mutating func expand(_ n: UInt32, level: Int) -> UInt32 {
        if level == leafLevel { return expandLeaf(n) }
        let z = zero(level - 1)
        let q = nodes[Int(n)]
        return find(find(z, z, z, q.nw), find(z, z, q.ne, z), find(z, q.sw, z, z), find(q.se, z, z, z))
    }

    /// `n` without the empty borders around its middle: Golly's `popzeros`,
    /// down to a level above the leaves at the least.
    mutating func trim(_ n: UInt32, level: Int) -> (node: UInt32, level: Int) {
        var n = n, level = level
        while level > leafLevel + 1 {
            let z = zero(level - 2)
            let q = nodes[Int(n)]
            let nw = nodes[Int(q.nw)], ne = nodes[Int(q.ne)], sw = nodes[Int(q.sw)], se = nodes[Int(q.se)]
            guard nw.nw == z, nw.ne == z, nw.sw == z, ne.nw == z, ne.ne == z, ne.se == z,
                  sw.nw == z, sw.sw == z, sw.se == z, se.ne == z, se.sw == z, se.se == z else { break }
            n = find(nw.se, ne.sw, sw.ne, se.nw)
            level -= 1
        }
        return (n, level)
    }
}
