import Testing
@testable import LifeApp

@Suite struct NumberTextTests {
    // (a setting, as the status line and the strip show it): whole numbers bare, else to hundredths, no trailing 0.
    @Test(arguments: [(2.0, "2"), (0.5, "0.5"), (0.25, "0.25"), (0.05, "0.05"), (10_000, "10000"),
                      (1.234, "1.23"), (0.1 + 0.2, "0.3"), (0, "0")])
    func settingsAreShort(value: Double, text: String) {
        #expect(NumberText.short(value) == text)
    }
}
