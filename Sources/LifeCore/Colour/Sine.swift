/// sin(2πx), for the HSV pulse and the synthetic plasma: LifeCore imports no
/// libm, so this reduces the argument to a quarter turn and sums a short
/// Taylor series there.
func sin2pi(_ x: Double) -> Double {
    var r = x - x.rounded(.down)          // 0..<1
    if r > 0.5 { r -= 1 }                  // −0.5…0.5
    var sign = 1.0
    if r < 0 { r = -r; sign = -1 }
    if r > 0.25 { r = 0.5 - r }            // 0…0.25, sin symmetric about 1/4
    let a = r * 2 * Double.pi              // 0…π/2
    let a2 = a * a
    // Taylor series to a^15: error below 1e-11 on 0…π/2.
    let s = a * (1 - a2 / 6 * (1 - a2 / 20 * (1 - a2 / 42 * (1 - a2 / 72 * (1 - a2 / 110 * (1 - a2 / 156 * (1 - a2 / 210)))))))
    return sign * s
}
