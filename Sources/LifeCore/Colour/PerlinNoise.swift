/// Ken Perlin's improved noise (SIGGRAPH 2002), in three and four dimensions.
///
/// The 3-D function is a line-for-line port of Perlin's Java reference
/// (`ImprovedNoise.java`), so with the reference permutation it gives his
/// values bit for bit: `noise(3.14, 42, 7) == 0.13691995878400012`.
/// The 4-D variant uses the same fade curve and hashing with one more
/// lattice axis and 32 edge gradients (as in Gustavson's classic noise4),
/// for the original's `noise(x, y, z, t)` calls. Values lie roughly in −1…1
/// and are 0 at every lattice point.
public struct PerlinNoise: Sendable, Equatable {
    /// The permutation repeated twice (512 entries), so that `p[i + 1]` never wraps.
    private let p: [Int]

    /// Perlin's reference permutation.
    public static let reference = PerlinNoise(permutation: referencePermutation)

    /// A permutation of 0...255 shuffled by a seeded generator: another look, same character.
    public init(seed: UInt64) {
        var table = Array(0..<256)
        var rng = Xoshiro256(seed: seed)
        // Fisher–Yates with our own bounded draw, so the table never depends on
        // the standard library's shuffle algorithm.
        for i in stride(from: 255, to: 0, by: -1) {
            let j = Int(rng.next() % UInt64(i + 1))
            table.swapAt(i, j)
        }
        self.init(permutation: table)
    }

    private init(permutation: [Int]) {
        p = permutation + permutation
    }

    /// Improved noise at (x, y, z).
    public func noise(_ x: Double, _ y: Double, _ z: Double) -> Double {
        let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down)
        let X = Self.lattice(fx), Y = Self.lattice(fy), Z = Self.lattice(fz)
        let x = x - fx, y = y - fy, z = z - fz
        let u = Self.fade(x), v = Self.fade(y), w = Self.fade(z)
        let A = p[X] + Y, AA = p[A] + Z, AB = p[A + 1] + Z
        let B = p[X + 1] + Y, BA = p[B] + Z, BB = p[B + 1] + Z
        return Self.lerp(w,
            Self.lerp(v,
                Self.lerp(u, Self.grad(p[AA], x, y, z), Self.grad(p[BA], x - 1, y, z)),
                Self.lerp(u, Self.grad(p[AB], x, y - 1, z), Self.grad(p[BB], x - 1, y - 1, z))),
            Self.lerp(v,
                Self.lerp(u, Self.grad(p[AA + 1], x, y, z - 1), Self.grad(p[BA + 1], x - 1, y, z - 1)),
                Self.lerp(u, Self.grad(p[AB + 1], x, y - 1, z - 1), Self.grad(p[BB + 1], x - 1, y - 1, z - 1))))
    }

    /// Improved noise at (x, y, z, t): the 3-D scheme with a fourth lattice axis.
    public func noise(_ x: Double, _ y: Double, _ z: Double, _ t: Double) -> Double {
        let fx = x.rounded(.down), fy = y.rounded(.down), fz = z.rounded(.down), ft = t.rounded(.down)
        let X = Self.lattice(fx), Y = Self.lattice(fy), Z = Self.lattice(fz), T = Self.lattice(ft)
        let x = x - fx, y = y - fy, z = z - fz, t = t - ft
        let u = Self.fade(x), v = Self.fade(y), w = Self.fade(z), s = Self.fade(t)
        // Corner (i, j, k, l) hashes as p[p[p[p[X+i]+Y+j]+Z+k]+T+l].
        func corner(_ i: Int, _ j: Int, _ k: Int, _ l: Int) -> Double {
            let h = p[p[p[p[X + i] + Y + j] + Z + k] + T + l]
            return Self.grad(h, x - Double(i), y - Double(j), z - Double(k), t - Double(l))
        }
        func cube(_ l: Int) -> Double {
            Self.lerp(w,
                Self.lerp(v, Self.lerp(u, corner(0, 0, 0, l), corner(1, 0, 0, l)),
                             Self.lerp(u, corner(0, 1, 0, l), corner(1, 1, 0, l))),
                Self.lerp(v, Self.lerp(u, corner(0, 0, 1, l), corner(1, 0, 1, l)),
                             Self.lerp(u, corner(0, 1, 1, l), corner(1, 1, 1, l))))
        }
        return Self.lerp(s, cube(0), cube(1))
    }

    /// The lattice index of a floored coordinate, as Java's `(int)Math.floor(x) & 255`.
    @inline(__always)
    private static func lattice(_ floored: Double) -> Int {
        guard floored.isFinite, abs(floored) < 9.0e15 else { return 0 }
        return Int(floored) & 255
    }

    @inline(__always)
    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    @inline(__always)
    private static func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }

    /// Perlin's 12 cube-edge gradients (16 cases), chosen by the low four bits of the hash.
    @inline(__always)
    private static func grad(_ hash: Int, _ x: Double, _ y: Double, _ z: Double) -> Double {
        let h = hash & 15
        let u = h < 8 ? x : y
        let v = h < 4 ? y : (h == 12 || h == 14 ? x : z)
        return (h & 1 == 0 ? u : -u) + (h & 2 == 0 ? v : -v)
    }

    /// The 32 gradients of a 4-D hypercube's edges' midpoints (three non-zero axes).
    @inline(__always)
    private static func grad(_ hash: Int, _ x: Double, _ y: Double, _ z: Double, _ t: Double) -> Double {
        let h = hash & 31
        let a = h < 24 ? x : y
        let b = h < 16 ? y : z
        let c = h < 8 ? z : t
        return (h & 1 == 0 ? a : -a) + (h & 2 == 0 ? b : -b) + (h & 4 == 0 ? c : -c)
    }

    private static let referencePermutation: [Int] = [
        151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225,
        140, 36, 103, 30, 69, 142, 8, 99, 37, 240, 21, 10, 23, 190, 6, 148,
        247, 120, 234, 75, 0, 26, 197, 62, 94, 252, 219, 203, 117, 35, 11, 32,
        57, 177, 33, 88, 237, 149, 56, 87, 174, 20, 125, 136, 171, 168, 68, 175,
        74, 165, 71, 134, 139, 48, 27, 166, 77, 146, 158, 231, 83, 111, 229, 122,
        60, 211, 133, 230, 220, 105, 92, 41, 55, 46, 245, 40, 244, 102, 143, 54,
        65, 25, 63, 161, 1, 216, 80, 73, 209, 76, 132, 187, 208, 89, 18, 169,
        200, 196, 135, 130, 116, 188, 159, 86, 164, 100, 109, 198, 173, 186, 3, 64,
        52, 217, 226, 250, 124, 123, 5, 202, 38, 147, 118, 126, 255, 82, 85, 212,
        207, 206, 59, 227, 47, 16, 58, 17, 182, 189, 28, 42, 223, 183, 170, 213,
        119, 248, 152, 2, 44, 154, 163, 70, 221, 153, 101, 155, 167, 43, 172, 9,
        129, 22, 39, 253, 19, 98, 108, 110, 79, 113, 224, 232, 178, 185, 112, 104,
        218, 246, 97, 228, 251, 34, 242, 193, 238, 210, 144, 12, 191, 179, 162, 241,
        81, 51, 145, 235, 249, 14, 239, 107, 49, 192, 214, 31, 181, 199, 106, 157,
        184, 84, 204, 176, 115, 121, 50, 45, 127, 4, 150, 254, 138, 236, 205, 93,
        222, 114, 67, 29, 24, 72, 243, 141, 128, 195, 78, 66, 215, 61, 156, 180,
    ]
}
