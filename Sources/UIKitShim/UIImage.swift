public import Foundation
import Synchronization

/// Apple's `UIImage`: an immutable image. The shim draws nothing: an image is a name and a size, found among the images
/// a test registered with ``ShimAssets`` (the shim's stand-in for the app's asset catalog).
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's size in points.
    open var size: CGSize { imageSize }
    /// Pixels per point (the shim's images are all 1×).
    open var scale: CGFloat { 1 }
    /// The name the image was found by (the shim's, for tests; UIKit keeps no name).
    public let shimName: String

    private let imageSize: CGSize

    init(shimName: String, size: CGSize) {
        self.shimName = shimName
        imageSize = size
        super.init()
    }

    /// An image from the app's asset catalog or bundle, nil when there is none by that name.
    public convenience init?(named name: String) {
        guard let size = ShimAssets.images.withLock({ $0[name] }) else { return nil }
        self.init(shimName: name, size: size)
    }

    /// An image from a PNG's bytes (the shim reads its size from its header), nil for bytes that are not one.
    public convenience init?(data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        self.init(shimName: "png \(data.count) bytes", size: CGSize(width: number(at: 16), height: number(at: 20)))
    }

    /// An SF Symbol. The shim knows every symbol, at 20 by 20 points.
    public convenience init?(systemName name: String) {
        self.init(shimName: "system:" + name, size: CGSize(width: 20, height: 20))
    }

    open override var description: String { "UIImage(\(shimName), \(size.width)×\(size.height))" }
}

/// The shim's asset catalog: the images `UIImage(named:)` finds. Shim only — code meant for UIKit never uses it.
public enum ShimAssets {
    static let images = Mutex<[String: CGSize]>([:])

    /// Makes `UIImage(named: name)` answer an image of `size`.
    public static func register(imageNamed name: String, size: CGSize) {
        images.withLock { $0[name] = size }
    }
}
