/// Garbage collection and cache clearing, as Golly's `do_gc` and `new_ngens`.
extension NodeStore {
    /// Frees every node not reachable from `roots`, the stack and the empty
    /// nodes (through quarters and memoised results), then rebuilds the table.
    mutating func collect() {
        collections &+= 1
        for z in zeros where z != 0 { mark(z) }
        for r in roots where r != 0 { mark(r) }
        for i in 0..<stackCount { mark(stack[i]) }
        for i in 1..<used {
            let n = nodes + i
            if n.pointee.next & QuadNode.mark != 0 {
                n.pointee.next = 0
            } else if !n.pointee.isFree {
                release(i)
            }
        }
        rebuildTable(bits: tableBits)
    }

    /// Marks `n` and what it reaches. Depth-first on the quarters, with the
    /// result followed in the loop, so the recursion is as deep as the levels.
    private mutating func mark(_ start: UInt32) {
        var n = start
        while n != 0 {
            let p = nodes + Int(n)
            if p.pointee.next & QuadNode.mark != 0 { return }
            p.pointee.next |= QuadNode.mark
            if p.pointee.isLeaf { return }
            let q = p.pointee
            mark(q.nw)
            mark(q.ne)
            mark(q.sw)
            mark(q.se)
            n = q.result
        }
    }

    /// Forgets the results of nodes above `level`: what a node of level k
    /// memoises is 2^min(k−2, step exponent) generations ahead, so when the
    /// exponent changes from a to b only levels k with k − 2 ≤ min(a, b) keep
    /// their meaning.
    mutating func clearResults(above level: Int) {
        // Levels found once for every slot, children before parents (recursion on demand).
        var levels = [UInt8](repeating: 0, count: used)
        levels.withUnsafeMutableBufferPointer { found in
            for i in 1..<used where !nodes[i].isFree && !nodes[i].isLeaf {
                if levelOf(i, &found) > level { nodes[i].result = 0 }
            }
        }
    }

    private func levelOf(_ i: Int, _ found: inout UnsafeMutableBufferPointer<UInt8>) -> Int {
        if found[i] != 0 { return Int(found[i]) }
        let n = nodes[i]
        let k = n.isLeaf ? leafLevel : levelOf(Int(n.nw), &found) + 1
        found[i] = UInt8(k)
        return k
    }
}
