import CVersion

/// lifecam's version, as `git describe` gave it when the binary was built
/// (docs/PACKAGING.md): a tag's own version ("0.1.0"), or the last tag, the
/// commits since and the commit ("0.1.0-611-g991139f"), "-dirty" when the
/// tree had changes; "unknown" when built without git.
enum BuildVersion {
    static let text = String(cString: lifecam_version())
}
