/// The rule files lifecam carries itself, so the best-known rules run without
/// Golly installed. WireWorld and Langton's ant are written for lifecam from
/// the rules' definitions, with Golly's state numbering so Golly's patterns
/// run in them as in Golly (the tests check each against Golly's own file,
/// neighbourhood by neighbourhood). LifeHistory, whose definition is Golly's
/// table itself, is Golly's own file as Golly 3.3 ships it (Golly's, under
/// the GPL 2 or later: `BuiltInRules+LifeHistory.swift`; the tests check it
/// byte for byte against the installed one). `RuleFinder` looks here after
/// every folder.
public enum BuiltInRules {
    /// The files by rule name: `.rule` text.
    public static let files: [String: String] = [
        "WireWorld": wireWorld,
        "Langtons-Ant": langtonsAnt,
        lifeHistory: lifeHistoryFile,
    ]

    /// The name of Golly's LifeHistory rule, which a pattern names exactly so
    /// (`rule = LifeHistory`) to run it rather than the two-state mapping of
    /// other History rules (`CellStates`).
    public static let lifeHistory = "LifeHistory"

    /// Brian Silverman's WireWorld (1987; A. K. Dewdney, Scientific American,
    /// January 1990): an electron head becomes a tail, a tail becomes
    /// conductor, and conductor becomes a head when one or two of its eight
    /// neighbours are heads. Empty cells never change.
    static let wireWorld = """
        @RULE WireWorld

        WireWorld (Brian Silverman, 1987), written for lifecam from its definition.
        States: 0 empty, 1 electron head, 2 electron tail, 3 conductor.

        @TABLE
        n_states:4
        neighborhood:Moore
        # Only how many neighbours are heads matters, so every order of them is one transition.
        symmetries:permute
        var any1={0,1,2,3}
        var any2={0,1,2,3}
        var any3={0,1,2,3}
        var any4={0,1,2,3}
        var any5={0,1,2,3}
        var any6={0,1,2,3}
        var any7={0,1,2,3}
        var any8={0,1,2,3}
        var calm1={0,2,3}
        var calm2={0,2,3}
        var calm3={0,2,3}
        var calm4={0,2,3}
        var calm5={0,2,3}
        var calm6={0,2,3}
        var calm7={0,2,3}
        # C,N,NE,E,SE,S,SW,W,NW,C'
        1,any1,any2,any3,any4,any5,any6,any7,any8,2
        2,any1,any2,any3,any4,any5,any6,any7,any8,3
        3,1,calm1,calm2,calm3,calm4,calm5,calm6,calm7,1
        3,1,1,calm1,calm2,calm3,calm4,calm5,calm6,1

        @COLORS
        0  48  48  48  empty
        1  40 110 255  electron head
        2 255  70  40  electron tail
        3 255 200   0  conductor
        """

    /// Chris Langton's ant (Physica D 22, 1986): an ant on a white cell turns
    /// right, on a black one left; it flips the cell's colour and steps
    /// forward. Two ants stepping onto one cell both vanish.
    static let langtonsAnt = """
        @RULE Langtons-Ant

        Langton's ant (Chris Langton, 1986), written for lifecam from its definition.
        States: 0 white, 1 black; 2 to 5 an ant on a white cell heading north, east,
        south, west (it turns right, then moves); 6 to 9 an ant on a black cell heading
        north, east, south, west (it turns left, then moves). The cell it leaves flips.

        @TABLE
        n_states:10
        neighborhood:vonNeumann
        symmetries:none
        # What a cell is once any ant on it has left: white, or black.
        var white={0,6,7,8,9}
        var black={1,2,3,4,5}
        # Ants that step into the cell from each side, and everything else there.
        var fromN={3,9}
        var fromE={4,6}
        var fromS={5,7}
        var fromW={2,8}
        var notN={0,1,2,4,5,6,7,8}
        var notE={0,1,2,3,5,7,8,9}
        var notS={0,1,2,3,4,6,8,9}
        var notW={0,1,3,4,5,6,7,9}
        var any1={0,1,2,3,4,5,6,7,8,9}
        var any2={0,1,2,3,4,5,6,7,8,9}
        var any3={0,1,2,3,4,5,6,7,8,9}
        var any4={0,1,2,3,4,5,6,7,8,9}
        # C,N,E,S,W,C': one ant steps in, heading on.
        white,fromN,notE,notS,notW,4
        black,fromN,notE,notS,notW,8
        white,notN,fromE,notS,notW,5
        black,notN,fromE,notS,notW,9
        white,notN,notE,fromS,notW,2
        black,notN,notE,fromS,notW,6
        white,notN,notE,notS,fromW,3
        black,notN,notE,notS,fromW,7
        # No ant, or ants colliding: the cell keeps (or takes) its colour.
        white,any1,any2,any3,any4,0
        black,any1,any2,any3,any4,1

        @COLORS
        0  48  48  48  white cell (the background)
        1 230 230 230  black cell (drawn light, to show on the background)
        2 255  60  40  ant on a white cell
        3 255  60  40
        4 255  60  40
        5 255  60  40
        6 190  30  20  ant on a black cell
        7 190  30  20
        8 190  30  20
        9 190  30  20
        """
}
