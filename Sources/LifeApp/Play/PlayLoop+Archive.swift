import LifeCore

/// `N`: the next pattern of the zip archive played from (`ArchiveShelf`),
/// started as play started the first (the options given, the start cell,
/// fitted to the view), in the look, pace and brush of the moment. A pattern
/// that cannot be read or played is said on the status line and passed over:
/// the next `N` goes on after it.
extension PlayLoop {
    mutating func nextArchivePattern() {
        guard var shelf = archive else {
            game.message = "N plays the next pattern of a zip archive (--pattern archive.zip)"
            return
        }
        guard shelf.listing.patterns.count > 1 else {
            game.message = "\(shelf.archiveName) holds no other pattern"
            return
        }
        let index = shelf.listing.next
        shelf.listing = ArchiveListing(archive: shelf.listing.archive, patterns: shelf.listing.patterns, current: index)
        archive = shelf
        let fresh: Game
        do {
            let loaded = try shelf.reader.read(index, of: shelf.listing)
            let cell = Self.startCell(shelf.options, blitter: blitters.current, cellPixels: screen.cellPixels)
            let geometry = Self.geometry(of: screen, cellSize: cell, blitter: blitters.current, strip: stripShown)
            fresh = try GameLaunch.start(options: shelf.options, geometry: geometry, loaded: loaded, day: nil, paused: game.pace.paused,
                               findRule: shelf.findRule)
        } catch {
            // A reading error names the member already: then only its place.
            let why = TextSanitizer.clean(error.message, maxLength: 300)
            let named = why.contains(TextSanitizer.clean(shelf.listing.memberText, maxLength: 240))
            game.message = (named ? "\(index + 1)/\(shelf.listing.patterns.count)" : shelf.playing) + " not played: \(why) (N: the next)"
            return
        }
        game = carried(into: fresh)
        game.message = "\(shelf.playing): " + fresh.message
        do { try layOut() } catch { game.message = "cannot lay the screen out: \(error)" }
    }

    /// `fresh` with the player's look, pace, brush and births of the moment;
    /// the colours of its rule's states its own, and its palette too when one
    /// rule has such colours and the other not (a rule file's starts in mono).
    private func carried(into fresh: Game) -> Game {
        var next = fresh
        next.look = game.look
        next.look.stateColours = fresh.look.stateColours
        // Icons the player turned off (I) stay off; else the new rule's, if it has any.
        next.look.icons = Game.icons(of: game.rule) != nil && game.look.icons == nil ? nil : fresh.look.icons
        if (fresh.look.stateColours == nil) != (game.look.stateColours == nil) { next.look.colours.palette = fresh.look.colours.palette }
        next.pace.speed = game.pace.speed
        next.editing.takeBrushes(of: game.editing)
        next.setBirths(game.support.birthsOn)
        return next
    }
}
