import Foundation
public import KiloServer

/// Seed 002's sample service, in the shape of JSONPlaceholder's: ten users, each with ten posts, and a thumbnail per
/// user (a PNG in the user's color), all made in memory.
///
/// ```
/// GET /users                  the users
/// GET /users/3                one user, or 404
/// GET /users/3/thumbnail      the user's thumbnail (image/png)
/// GET /posts?userId=3         that user's posts (every post without userId)
/// ```
@WebService("users")
public struct UserService: Sendable {
    /// Creates the service.
    public init() {}

    /// The users.
    @RequestMethod("GET")
    public func getUsers() -> [PlaceholderUser] { PlaceholderData.users }

    /// One user; 404 when there is none with that id.
    @RequestMethod("GET") @ResourcePath("?:id")
    public func getUser(id: Int) -> PlaceholderUser? {
        PlaceholderData.users.first { $0.id == id }
    }

    /// The user's thumbnail: 48 by 48 pixels of the user's color; 404 when there is no such user.
    @RequestMethod("GET") @ResourcePath("?:id/thumbnail")
    public func getThumbnail(id: Int) throws -> ServiceResponse {
        guard PlaceholderData.users.contains(where: { $0.id == id }) else {
            throw ServiceError(.notFound, "There is no user \(id).", translations: ["fr": "Il n’y a pas d’utilisateur \(id)."])
        }
        let hue = Double(id % 10) / 10
        return ServiceResponse(
            contentType: "image/png", headers: [.cacheControl: "max-age=3600"],
            body: Data(SolidPNG.bytes(width: 48, height: 48, color: SolidPNG.color(hue: hue))))
    }
}

/// Seed 002's posts (see ``UserService``).
@WebService("posts")
public struct PostService: Sendable {
    /// Creates the service.
    public init() {}

    /// The posts of the user `userId`, or every post.
    @RequestMethod("GET")
    public func getPosts(userId: Int? = nil) -> [PlaceholderPost] {
        PlaceholderData.posts.filter { userId == nil || $0.userId == userId }
    }
}

/// Seed 003's photos, in the shape of JSONPlaceholder's `/photos`: 100 photos in 10 albums, each with a thumbnail served
/// here (150 by 150 pixels of its album's color) and a full-size image (300 by 300).
///
/// ```
/// GET /photos                  the photos (thumbnailUrl and url relative to the server: photos/3/thumbnail)
/// GET /photos?albumId=2        one album's
/// GET /photos/3/thumbnail      the photo's thumbnail (image/png)
/// GET /photos/3/image          the photo itself (image/png)
/// ```
@WebService("photos")
public struct PhotoService: Sendable {
    /// Creates the service.
    public init() {}

    /// The photos, or one album's.
    @RequestMethod("GET")
    public func getPhotos(albumId: Int? = nil) -> [PlaceholderPhoto] {
        PlaceholderData.photos.filter { albumId == nil || $0.albumId == albumId }
    }

    /// The photo's thumbnail; 404 when there is no such photo.
    @RequestMethod("GET") @ResourcePath("?:id/thumbnail")
    public func getThumbnail(id: Int) throws -> ServiceResponse {
        try image(of: id, side: 150)
    }

    /// The photo at full size; 404 when there is no such photo.
    @RequestMethod("GET") @ResourcePath("?:id/image")
    public func getImage(id: Int) throws -> ServiceResponse {
        try image(of: id, side: 300)
    }

    private func image(of id: Int, side: Int) throws -> ServiceResponse {
        guard let photo = PlaceholderData.photos.first(where: { $0.id == id }) else {
            throw ServiceError(.notFound, "There is no photo \(id).", translations: ["fr": "Il n’y a pas de photo \(id)."])
        }
        // Each album a hue, each photo a shade of it, so that neighbouring rows differ.
        let hue = (Double(photo.albumId % 10) + Double(photo.id % 10) / 20) / 10
        return ServiceResponse(
            contentType: "image/png", headers: [.cacheControl: "max-age=3600"],
            body: Data(SolidPNG.bytes(width: side, height: side, color: SolidPNG.color(hue: hue))))
    }
}

/// A photo, as JSONPlaceholder's `/photos` answers one: its addresses are relative to the server that lists it.
public struct PlaceholderPhoto: Codable, Sendable, Equatable {
    /// The album it is in.
    public var albumId: Int
    /// The photo's number.
    public var id: Int
    /// Its title.
    public var title: String
    /// Where the full-size image is (`photos/3/image`).
    public var url: String
    /// Where the thumbnail is (`photos/3/thumbnail`).
    public var thumbnailUrl: String
}

/// A user, as JSONPlaceholder's `/users` answers one (the fields the sample shows).
public struct PlaceholderUser: Codable, Sendable, Equatable {
    /// The user's number.
    public var id: Int
    /// The user's full name.
    public var name: String
    /// The name the user writes under.
    public var username: String
    /// The user's address.
    public var email: String
}

/// A post, as JSONPlaceholder's `/posts` answers one.
public struct PlaceholderPost: Codable, Sendable, Equatable {
    /// Who wrote it.
    public var userId: Int
    /// The post's number.
    public var id: Int
    /// Its title.
    public var title: String
    /// What it says.
    public var body: String
}

enum PlaceholderData {
    static let users: [PlaceholderUser] = [
        ("Leanne Graham", "Bret", "Sincere@april.biz"), ("Ervin Howell", "Antonette", "Shanna@melissa.tv"),
        ("Clementine Bauch", "Samantha", "Nathan@yesenia.net"), ("Patricia Lebsack", "Karianne", "Julianne.OConner@kory.org"),
        ("Chelsey Dietrich", "Kamren", "Lucio_Hettinger@annie.ca"),
        ("Mrs. Dennis Schulist", "Leopoldo_Corkery", "Karley_Dach@jasper.info"),
        ("Kurtis Weissnat", "Elwyn.Skiles", "Telly.Hoeger@billy.biz"),
        ("Nicholas Runolfsdottir V", "Maxime_Nienow", "Sherwood@rosamond.me"),
        ("Glenna Reichert", "Delphine", "Chaim_McDermott@dana.io"),
        ("Clementina DuBuque", "Moriah.Stanton", "Rey.Padberg@karina.biz"),
    ].enumerated().map { PlaceholderUser(id: $0.offset + 1, name: $0.element.0, username: $0.element.1, email: $0.element.2) }

    static let topics = [
        "a walk by the river", "the new kitchen", "three good books", "learning to sail", "the garden in spring",
        "a week without a phone", "fixing the old bicycle", "bread from scratch", "the night sky", "a letter to myself",
    ]

    static let photos: [PlaceholderPhoto] = (1...100).map { id in
        let words = ["accusamus", "beatae", "officia", "porro", "iure", "quia", "reprehenderit", "velit", "ipsam", "modi"]
        let title = (0..<4).map { words[(id * 7 + $0 * 3) % words.count] }.joined(separator: " ")
        return PlaceholderPhoto(
            albumId: (id - 1) / 10 + 1, id: id, title: title, url: "photos/\(id)/image", thumbnailUrl: "photos/\(id)/thumbnail")
    }

    static let posts: [PlaceholderPost] = users.flatMap { user in
        topics.enumerated().map { index, topic in
            PlaceholderPost(
                userId: user.id, id: (user.id - 1) * 10 + index + 1, title: "\(user.username) on \(topic)",
                body: "What \(user.name.split(separator: " ").first ?? "") thinks of \(topic), in a few lines.")
        }
    }
}

/// A PNG of one color: what a thumbnail service needs, without an image library (the pixels are stored, not
/// compressed; at 48 by 48 that is 7 KB).
enum SolidPNG {
    static func color(hue: Double) -> (UInt8, UInt8, UInt8) {
        let sector = hue * 6
        let fraction = sector - sector.rounded(.down)
        let (high, rising, falling) = (UInt8(200), UInt8(60 + 140 * fraction), UInt8(60 + 140 * (1 - fraction)))
        switch Int(sector) % 6 {
        case 0: return (high, rising, 60)
        case 1: return (falling, high, 60)
        case 2: return (60, high, rising)
        case 3: return (60, falling, high)
        case 4: return (rising, 60, high)
        default: return (high, 60, falling)
        }
    }

    static func bytes(width: Int, height: Int, color: (UInt8, UInt8, UInt8)) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(height * (1 + 3 * width))
        for _ in 0..<height {
            pixels.append(0)  // no filter
            for _ in 0..<width { pixels += [color.0, color.1, color.2] }
        }
        // zlib: a header, the pixels in stored deflate blocks, their Adler-32.
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, pixels.count - offset)
            let isLast = offset + count == pixels.count
            zlib.append(isLast ? 1 : 0)
            zlib += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += pixels[offset..<offset + count]
            offset += count
        } while offset < pixels.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in pixels {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += bigEndian((b << 16) | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return png
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
