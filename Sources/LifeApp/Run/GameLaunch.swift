import LifeCore

/// How play and render start a game: the rule the pattern runs under found
/// (`RuleSpec.playable`, a rule file through `findRule`), then `Game.start`,
/// whose refusals become the commands' one-line failures.
package enum GameLaunch {
    /// `Game.start` for a pattern file as `run` reads it (a giant too), or none.
    package static func start(options: LookOptions, geometry: CanvasGeometry, loaded: LoadedPattern?, day: CalendarDay?,
                              paused: Bool = false, cellFollows: Bool = true,
                              findRule: @escaping RuleLookup = RuleSpec.noRuleFiles) throws(CommandFailure) -> Game {
        let rule = try RuleSpec.playable(cli: options.rule, file: loaded?.pattern.rule, find: findRule)
        do {
            return try Game.start(options: options, geometry: geometry, loaded: loaded, rule: rule, day: day, paused: paused,
                                  cellFollows: cellFollows)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// `Game.start` for a pattern's cells, or none.
    package static func start(options: LookOptions, geometry: CanvasGeometry, pattern: Pattern?, day: CalendarDay?,
                              paused: Bool = false, zoomingOut: Bool = true,
                              findRule: @escaping RuleLookup = RuleSpec.noRuleFiles) throws(CommandFailure) -> Game {
        let rule = try RuleSpec.playable(cli: options.rule, file: pattern?.rule, find: findRule)
        do {
            return try Game.start(options: options, geometry: geometry, pattern: pattern, rule: rule, day: day, paused: paused,
                                  zoomingOut: zoomingOut)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Refuses `--cell` below 1 unless `loaded` is a giant (play asks before it takes the terminal).
    package static func checkZoom(_ options: LookOptions, loaded: LoadedPattern?) throws(CommandFailure) {
        do { try Game.checkZoom(options, loaded: loaded) } catch { throw CommandFailure(error) }
    }
}
