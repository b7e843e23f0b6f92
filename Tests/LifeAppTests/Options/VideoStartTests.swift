import Testing
@testable import LifeApp

/// Play's video at the start, as one pure decision: with `--pattern` and no
/// camera for `--source auto`, the pattern plays on black (`v` brings the
/// plasma); the soup keeps the plasma, and a camera or any source asked for is shown.
@Suite struct VideoStartTests {
    static let failure = "no camera found: no /dev/video* device can capture video"

    @Test(arguments: [
        // (source, camera failure, pattern) → video shown, notice
        (SourceSpec.auto, failure as String?, true, false,
         "the pattern on black: v shows synthetic:plasma (--source synthetic starts with it) · "
            + "no camera found: no /dev/video* device can capture video" as String?),
        (.auto, failure, false, true, "no camera found: no /dev/video* device can capture video; showing synthetic:plasma instead"),
        (.auto, nil, true, true, nil),     // a camera: it stays
        (.auto, nil, false, true, nil),
        (.synthetic(.plasma), nil, true, true, nil),   // the plasma asked for
        (.none, nil, true, true, nil),
        (.v4l2(device: nil, size: nil), nil, true, true, nil),
    ])
    func theVideoStartsAsTheSourceAndThePatternSay(c: (SourceSpec, String?, Bool, Bool, String?)) {
        let start = VideoStart.decide(requested: c.0, cameraFailure: c.1, standIn: "synthetic:plasma", pattern: c.2)
        #expect(start == VideoStart(showsVideo: c.3, notice: c.4))
    }
}
