// Golly's LifeHistory rule file, Rules/LifeHistory.rule of Golly 3.3, as
// Golly ships it. Copyright (C) 2005-2019 The Golly Gang (Tom Rokicki,
// Andrew Trevorrow, Tim Hutton, Dave Greene, Jason Summers, Maks Verver,
// Robert Munafo, Chris Rowett); distributed under the GNU General Public
// License, version 2 or (at your option) any later version. See
// packaging/copyright.

extension BuiltInRules {
    /// Golly's `LifeHistory.rule`, byte for byte (a final line break
    /// included): Life with 7 states for annotation. 0 off, 1 on, 2 the
    /// history envelope (a cell that was ever on), 3 marked on, 4 marked off,
    /// 5 start on (marked off once it dies), 6 a boundary that never turns on
    /// and turns on cells that touch it off. Its table (7 states, Moore,
    /// rotate8), its colours and its icons at 31, 15 and 7 pixels are read as
    /// any rule file's.
    static let lifeHistoryFile = """
        @RULE LifeHistory

        A variant of HistoricalLife with two extra ON states
        and two extra OFF states, for annotation purposes:

        state 0:  OFF
        state 1:  ON
        state 2:  history/envelope (state=2 if cell was ever ON)
        state 3:  marked ON (may change to OFF but will always remain marked)
        state 4:  marked OFF (may change to ON but will always remain marked)
        state 5:  start ON (becomes a normal marked OFF cell when it dies)
        state 6:  boundary OFF (can never turn on -- can keep subpatterns in a
                  stamp collection from interfering with each other)

        @TABLE

        n_states:7
        neighborhood:Moore
        symmetries:rotate8

        var a={0,2,4,6}
        var b={0,2,4,6}
        var c={0,2,4,6}
        var d={0,2,4,6}
        var e={0,2,4,6}
        var f={0,2,4,6}
        var g={3,5}
        var h={0,1,2}
        var i={0,1,2,3,4,5,6}
        var j={0,1,2,3,4,5,6}
        var k={0,1,2,3,4,5,6}
        var l={0,1,2,3,4,5,6}
        var m={0,1,2,3,4,5,6}
        var n={0,1,2,3,4,5,6}
        var o={0,1,2,3,4,5,6}
        var p={0,1,2,3,4,5,6}
        var q={1,3,5}
        var R={1,3,5}
        var S={1,3,5}
        var T={1,3,5}
        var u={3,4,5}

        # boundary cell always stays a boundary cell
        6,i,j,k,l,m,n,o,p,6

        # anything else that touches a boundary cell dies
        # (using 'u' instead of 'g' below lets gliders survive as blocks)
        g,6,i,j,k,l,m,n,o,4
        1,6,i,j,k,l,m,n,o,2

        # marked 3-neighbour birth
        #  (has to be separate from the next section
        #   only to handle the extra 'start' state 5)
        4,R,S,T,a,b,c,d,e,3
        4,R,S,a,T,b,c,d,e,3
        4,R,S,a,b,T,c,d,e,3
        4,R,S,a,b,c,T,d,e,3
        4,R,S,a,b,c,d,T,e,3
        4,R,a,S,b,T,c,d,e,3
        4,R,a,S,b,c,T,d,e,3

        # marked 3-neighbour survival
        g,R,S,T,a,b,c,d,e,g
        g,R,S,a,T,b,c,d,e,g
        g,R,S,a,b,T,c,d,e,g
        g,R,S,a,b,c,T,d,e,g
        g,R,S,a,b,c,d,T,e,g
        g,R,a,S,b,T,c,d,e,g
        g,R,a,S,b,c,T,d,e,g

        # normal 3-neighbour birth
        h,R,S,T,a,b,c,d,e,1
        h,R,S,a,T,b,c,d,e,1
        h,R,S,a,b,T,c,d,e,1
        h,R,S,a,b,c,T,d,e,1
        h,R,S,a,b,c,d,T,e,1
        h,R,a,S,b,T,c,d,e,1
        h,R,a,S,b,c,T,d,e,1

        # 2-neighbour survival
        q,R,S,a,b,c,d,e,f,q
        q,R,a,S,b,c,d,e,f,q
        q,R,a,b,S,c,d,e,f,q
        q,R,a,b,c,S,d,e,f,q

        # ON states 3 and 5 go to history state 4 if they don't survive
        g,i,j,k,l,m,n,o,p,4

        # Otherwise ON states die and become the history state
        q,i,j,k,l,m,n,o,p,2

        @COLORS

        1    0  255    0
        2    0    0  128
        3  216  255  216
        4  255    0    0
        5  255  255    0
        6   96   96   96

        @ICONS

        XPM
        /* width height num_colors chars_per_pixel */
        "31 186 5 1"
        /* colors */
        ". c #000000"
        "B c #404040"
        "C c #808080"
        "D c #C0C0C0"
        "E c #FFFFFF"
        /* icon for state 1 */
        "..............................."
        "..............................."
        "..........BCDEEEEEDCB.........."
        ".........CEEEEEEEEEEEC........."
        ".......BEEEEEEEEEEEEEEEB......."
        "......DEEEEEEEEEEEEEEEEED......"
        ".....DEEEEEEEEEEEEEEEEEEED....."
        "....BEEEEEEEEEEEEEEEEEEEEEB...."
        "....EEEEEEEEEEEEEEEEEEEEEEE...."
        "...CEEEEEEEEEEEEEEEEEEEEEEEC..."
        "..BEEEEEEEEEEEEEEEEEEEEEEEEEB.."
        "..CEEEEEEEEEEEEEEEEEEEEEEEEEC.."
        "..DEEEEEEEEEEEEEEEEEEEEEEEEED.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..DEEEEEEEEEEEEEEEEEEEEEEEEED.."
        "..CEEEEEEEEEEEEEEEEEEEEEEEEEC.."
        "..BEEEEEEEEEEEEEEEEEEEEEEEEEB.."
        "...CEEEEEEEEEEEEEEEEEEEEEEEC..."
        "....EEEEEEEEEEEEEEEEEEEEEEE...."
        "....BEEEEEEEEEEEEEEEEEEEEEB...."
        ".....DEEEEEEEEEEEEEEEEEEED....."
        "......DEEEEEEEEEEEEEEEEED......"
        ".......BEEEEEEEEEEEEEEEB......."
        ".........CEEEEEEEEEEEC........."
        "..........BCDEEEEEDCB.........."
        "..............................."
        "..............................."
        /* icon for state 2 */
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        /* icon for state 3 */
        "..............................."
        "..............................."
        "..........BCDEEEEEDCB.........."
        ".........CEEEEEEEEEEEC........."
        ".......BEEEEEEEEEEEEEEEB......."
        "......DEEEEEEEEEEEEEEEEED......"
        ".....DEEEEEEEEEEEEEEEEEEED....."
        "....BEEEEEEEEEEEEEEEEEEEEEB...."
        "....EEEEEEEEEEEEEEEEEEEEEEE...."
        "...CEEEEEEEEEEEEEEEEEEEEEEEC..."
        "..BEEEEEEEEEEEEEEEEEEEEEEEEEB.."
        "..CEEEEEEEEEEEEEEEEEEEEEEEEEC.."
        "..DEEEEEEEEEEEEEEEEEEEEEEEEED.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..DEEEEEEEEEEEEEEEEEEEEEEEEED.."
        "..CEEEEEEEEEEEEEEEEEEEEEEEEEC.."
        "..BEEEEEEEEEEEEEEEEEEEEEEEEEB.."
        "...CEEEEEEEEEEEEEEEEEEEEEEEC..."
        "....EEEEEEEEEEEEEEEEEEEEEEE...."
        "....BEEEEEEEEEEEEEEEEEEEEEB...."
        ".....DEEEEEEEEEEEEEEEEEEED....."
        "......DEEEEEEEEEEEEEEEEED......"
        ".......BEEEEEEEEEEEEEEEB......."
        ".........CEEEEEEEEEEEC........."
        "..........BCDEEEEEDCB.........."
        "..............................."
        "..............................."
        /* icon for state 4 */
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        /* icon for state 5 */
        "..............................."
        "..............................."
        "..........BCDEEEEEDCB.........."
        ".........CEEEEEEEEEEEC........."
        ".......BEEEEEEEEEEEEEEEB......."
        "......DEEEEEEEEEEEEEEEEED......"
        ".....DEEEEEEEEEEEEEEEEEEED....."
        "....BEEEEEEEEEEEEEEEEEEEEEB...."
        "....EEEEEEEEEEEEEEEEEEEEEEE...."
        "...CEEEEEEEEEEEEEEEEEEEEEEEC..."
        "..BEEEEEEEEEEEEEEEEEEEEEEEEEB.."
        "..CEEEEEEEEEEEEEEEEEEEEEEEEEC.."
        "..DEEEEEEEEEEEEEEEEEEEEEEEEED.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..EEEEEEEEEEEEEEEEEEEEEEEEEEE.."
        "..DEEEEEEEEEEEEEEEEEEEEEEEEED.."
        "..CEEEEEEEEEEEEEEEEEEEEEEEEEC.."
        "..BEEEEEEEEEEEEEEEEEEEEEEEEEB.."
        "...CEEEEEEEEEEEEEEEEEEEEEEEC..."
        "....EEEEEEEEEEEEEEEEEEEEEEE...."
        "....BEEEEEEEEEEEEEEEEEEEEEB...."
        ".....DEEEEEEEEEEEEEEEEEEED....."
        "......DEEEEEEEEEEEEEEEEED......"
        ".......BEEEEEEEEEEEEEEEB......."
        ".........CEEEEEEEEEEEC........."
        "..........BCDEEEEEDCB.........."
        "..............................."
        "..............................."
        /* icon for state 6 */
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E.E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E.E.E.E.E.E.E.E.E."

        XPM
        /* width height num_colors chars_per_pixel */
        "15 90 5 1"
        /* colors */
        ". c #000000"
        "B c #404040"
        "C c #808080"
        "D c #C0C0C0"
        "E c #FFFFFF"
        /* icon for state 1 */
        "..............."
        "....BDEEEDB...."
        "...DEEEEEEED..."
        "..DEEEEEEEEED.."
        ".BEEEEEEEEEEEB."
        ".DEEEEEEEEEEED."
        ".EEEEEEEEEEEEE."
        ".EEEEEEEEEEEEE."
        ".EEEEEEEEEEEEE."
        ".DEEEEEEEEEEED."
        ".BEEEEEEEEEEEB."
        "..DEEEEEEEEED.."
        "...DEEEEEEED..."
        "....BDEEEDB...."
        "..............."
        /* icon for state 2 */
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        /* icon for state 3 */
        "..............."
        "....BDEEEDB...."
        "...DEEEEEEED..."
        "..DEEEEEEEEED.."
        ".BEEEEEEEEEEEB."
        ".DEEEEEEEEEEED."
        ".EEEEEEEEEEEEE."
        ".EEEEEEEEEEEEE."
        ".EEEEEEEEEEEEE."
        ".DEEEEEEEEEEED."
        ".BEEEEEEEEEEEB."
        "..DEEEEEEEEED.."
        "...DEEEEEEED..."
        "....BDEEEDB...."
        "..............."
        /* icon for state 4 */
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        /* icon for state 5 */
        "..............."
        "....BDEEEDB...."
        "...DEEEEEEED..."
        "..DEEEEEEEEED.."
        ".BEEEEEEEEEEEB."
        ".DEEEEEEEEEEED."
        ".EEEEEEEEEEEEE."
        ".EEEEEEEEEEEEE."
        ".EEEEEEEEEEEEE."
        ".DEEEEEEEEEEED."
        ".BEEEEEEEEEEEB."
        "..DEEEEEEEEED.."
        "...DEEEEEEED..."
        "....BDEEEDB...."
        "..............."
        /* icon for state 6 */
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"
        ".E.E.E.E.E.E.E."
        "E.E.E.E.E.E.E.E"

        XPM
        /* width height num_colors chars_per_pixel */
        "7 42 6 1"
        /* colors */
        ". c #000000"
        "B c #404040"
        "C c #808080"
        "D c #C0C0C0"
        "E c #FFFFFF"
        "F c #E0E0E0"
        /* icon for state 1 */
        ".BFEFB."
        "BEEEEEB"
        "FEEEEEF"
        "EEEEEEE"
        "FEEEEEF"
        "BEEEEEB"
        ".BFEFB."
        /* icon for state 2 */
        ".E.E.E."
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"
        ".E.E.E."
        /* icon for state 3 */
        ".BFEFB."
        "BEEEEEB"
        "FEEEEEF"
        "EEEEEEE"
        "FEEEEEF"
        "BEEEEEB"
        ".BFEFB."
        /* icon for state 4 */
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"
        /* icon for state 5 */
        ".BFEFB."
        "BEEEEEB"
        "FEEEEEF"
        "EEEEEEE"
        "FEEEEEF"
        "BEEEEEB"
        ".BFEFB."
        /* icon for state 6 */
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"
        ".E.E.E."
        "E.E.E.E"

        """
}
