import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG written by lifecam, parsed back with Foundation's XML parser (so a
/// document that is not well-formed XML fails here), flattened to what the
/// tests check: the root's attributes, the defined shapes, the background
/// and every placed shape with the fill it inherits.
public struct SVGReader {
    public struct Placed: Equatable {
        /// `d` (disc) or `h` (hexagon): the `xlink:href` without `#`.
        public var shape: String
        public var x: Double
        public var y: Double
        /// The fill in effect: on the `<use>`, else its `<g>`'s.
        public var fill: String
        /// 1 when not given.
        public var opacity: Double
    }

    public private(set) var root: [String: String] = [:]
    /// Attributes of elements by id (`d`, `h`).
    public private(set) var defined: [String: [String: String]] = [:]
    public private(set) var background: [String: String]?
    public private(set) var placed: [Placed] = []
    /// Every attribute value seen, to look for forbidden forms such as `rgba(`.
    public private(set) var values: [String] = []
    public private(set) var elementNames: Set<String> = []

    public init(_ bytes: [UInt8]) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        guard parser.parse() else {
            throw SVGReadError(reason: parser.parserError.map { "\($0)" } ?? "not well-formed XML")
        }
        self = delegate.result
    }

    public struct SVGReadError: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var result = SVGReader(empty: ())
        var fills: [String?] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            result.elementNames.insert(name)
            result.values += attributes.values
            switch name {
            case "svg": result.root = attributes
            case "rect": result.background = attributes
            case "use":
                let href = attributes["xlink:href"] ?? ""
                result.placed.append(Placed(
                    shape: String(href.dropFirst()), x: Double(attributes["x"] ?? "") ?? .nan, y: Double(attributes["y"] ?? "") ?? .nan,
                    fill: attributes["fill"] ?? fills.last(where: { $0 != nil })?.flatMap { $0 } ?? "",
                    opacity: Double(attributes["fill-opacity"] ?? "1") ?? .nan))
            default:
                if let id = attributes["id"] { result.defined[id] = attributes }
            }
            if name == "g" { fills.append(attributes["fill"]) }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "g" { fills.removeLast() }
        }
    }

    private init(empty: Void) {}
}
