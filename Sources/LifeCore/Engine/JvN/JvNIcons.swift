// Golly's JvN algorithm (gollybase/jvnalgo.cpp of Golly 3.3), carried into
// lifecam. Copyright (C) 2005-2019 The Golly Gang; distributed under the GNU
// General Public License, version 2 or (at your option) any later version.
// See packaging/copyright.

/// The icons of von Neumann's rules as Golly's JvN algorithm draws them:
/// Golly's own XPM sheets (`jvn7x7`, `jvn15x15` and `jvn31x31` in Golly's
/// `gollybase/jvnalgo.cpp`), 31 grey icons of each size, one a state from
/// state 1 (JvN29's 28 live states take the first 28; state 0, the ground,
/// has none): a disc and the sensitised states' shapes, the transmission
/// states' arrows (9 to 24: ordinary and special, quiet and excited, in four
/// directions each), the confluent states' diamonds, Nobili's crossings.
/// Grey, so each takes its state's colour (`JvNRule.colours`), as in Golly.
///
/// Golly's sheets repeat icons: the four kinds of transmission state share
/// the same four arrows, and two confluent states one diamond. Kept here are
/// the 18 distinct icons of each sheet, pixel for pixel as Golly's, and
/// `distinct`, which of them each of the 31 states shows; `golly` lays them
/// out as Golly's sheets are.
enum JvNIcons {
    /// For states 1 to 31, the index of its icon among the distinct ones.
    static let distinct = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 8, 9, 10, 11, 8, 9, 10, 11, 8, 9, 10, 11,
                           12, 12, 13, 14, 15, 16, 17]

    /// The three sheets of 31 icons, as Golly's: the distinct icons read as a
    /// rule file's `@ICONS` section is, then laid out state by state.
    static let golly: RuleIcons = {
        let text = [xpm7, xpm15, xpm31].joined(separator: "\n")
        let (icons, warnings) = RuleIcons.read(RuleFileLines(Array(text.utf8)).lines[...], file: "jvnalgo.cpp")
        precondition(warnings.isEmpty && icons.sheets.map(\.side) == RuleIcons.sides, "JvN icons: \(warnings)")
        let sheets = icons.sheets.map { sheet in
            RuleIcons.Sheet(side: sheet.side, count: distinct.count,
                            pixels: distinct.flatMap { sheet.icon(state: $0 + 1) })
        }
        return RuleIcons(sheets: sheets)
    }()

    /// `jvn7x7`'s 18 distinct 7 × 7 icons, one above the next (`distinct` says
    /// which a state shows).
    static let xpm7 = """
        XPM
        "7 126 4 1"
        ". c #000000"
        "D c #404040"
        "E c #E0E0E0"
        "W c #FFFFFF"
        ".DEWED."
        "DWWWWWD"
        "EWWWWWE"
        "WWWWWWW"
        "EWWWWWE"
        "DWWWWWD"
        ".DEWED."
        "..WWW.."
        ".WWWWW."
        "WWWWWWW"
        "......."
        "WWW.WWW"
        ".WW.WW."
        "..W.W.."
        "..W.W.."
        ".WW.WW."
        "WWW.WWW"
        "......."
        "WWWWWWW"
        ".WWWWW."
        "..WWW.."
        "..W.W.."
        ".WW.WW."
        "WWW.WWW"
        "......."
        "WWW.WWW"
        "WWW.WWW"
        "WWW.WWW"
        "..W.WWW"
        ".WW.WWW"
        "WWW.WWW"
        "......."
        "WWW.WWW"
        "WWW.WW."
        "WWW.W.."
        "WWW.W.."
        "WWW.WW."
        "WWW.WWW"
        "......."
        "WWW.WWW"
        ".WW.WWW"
        "..W.WWW"
        "WWW.WWW"
        "WWW.WWW"
        "WWW.WWW"
        "......."
        "WWW.WWW"
        ".WW.WW."
        "..W.W.."
        "..W.W.."
        ".WW.WW."
        "WWW.WWW"
        "......."
        "WWW.WWW"
        ".WW.WW."
        "..W.W.."
        "......."
        "....W.."
        "....WW."
        "WWWWWWW"
        "....WW."
        "....W.."
        "......."
        "...W..."
        "..WWW.."
        ".WWWWW."
        "...W..."
        "...W..."
        "...W..."
        "...W..."
        "......."
        "..W...."
        ".WW...."
        "WWWWWWW"
        ".WW...."
        "..W...."
        "......."
        "...W..."
        "...W..."
        "...W..."
        "...W..."
        ".WWWWW."
        "..WWW.."
        "...W..."
        "...W..."
        "..WWW.."
        ".WW.WW."
        "WW...WW"
        ".WW.WW."
        "..WWW.."
        "...W..."
        "...W..."
        "..WWW.."
        ".WWWWW."
        "WWW.WWW"
        ".WWWWW."
        "..WWW.."
        "...W..."
        "...W..."
        "..WWW.."
        ".WWWWW."
        "WWWWWWW"
        ".WWWWW."
        "..WWW.."
        "...W..."
        "...W..."
        "..W.W.."
        ".WW.WW."
        "WWW.WWW"
        ".WW.WW."
        "..W.W.."
        "...W..."
        "...W..."
        "..WWW.."
        ".WWWWW."
        "W.....W"
        ".WWWWW."
        "..WWW.."
        "...W..."
        "...W..."
        "..WWW.."
        ".W.W.W."
        "WWW.WWW"
        ".W.W.W."
        "..WWW.."
        "...W..."
        """
}
