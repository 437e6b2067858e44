import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking  // URLSession on Linux
#endif

/// Where an ``AsyncImage`` is in loading its image, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded.
    case success(Image)
    /// Could not be loaded: the error says why.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// Why an ``AsyncImage`` shows its failure phase.
public enum AsyncImageError: Error, Equatable, CustomStringConvertible {
    /// The URL's scheme is neither `file` nor `http(s)`.
    case unsupportedScheme(String)
    /// The server answered with this status.
    case httpStatus(Int)
    /// The data is not an image (PNG, JPEG, GIF, WebP, SVG, BMP, TIFF, ICO).
    case notAnImage(URL)

    public var description: String {
        switch self {
        case .unsupportedScheme(let scheme): "AsyncImage loads file: and http(s): URLs, not \(scheme):"
        case .httpStatus(let status): "the server answered HTTP \(status)"
        case .notAnImage(let url): "\(url.absoluteString) is not an image"
        }
    }
}

/// An image loaded from a URL while the view shows, as SwiftUI's: a placeholder (GNOME's
/// spinner, unless given one) until it loads, the image once it has, the failure phase if it
/// cannot (a missing file, a refused connection, a 404, data that is no image, or no answer
/// within 30 seconds): never a hang. `file:` URLs are read from disk, `http(s):` URLs with
/// FoundationNetworking's `URLSession`, each off the main actor; a downloaded image is kept in
/// the caches folder. A new URL loads again; the view leaving cancels the load.
///
/// ```swift
/// AsyncImage(url: book.coverURL) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 80, height: 120)
/// ```
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: @MainActor (AsyncImagePhase) -> Content
    @Owned private var loaded = AsyncImageLoad()

    /// The image at `url`, or a spinner until it loads (and a broken-image icon if it cannot).
    public init(url: URL?, scale: Double = 1) where Content == AsyncImageDefaultContent {
        self.url = url
        content = { AsyncImageDefaultContent(phase: $0) }
    }

    /// `content` with the image once it loads, `placeholder` until then (and on failure).
    public init<I: View, P: View>(
        url: URL?, scale: Double = 1, @ViewBuilder content: @escaping @MainActor (Image) -> I,
        @ViewBuilder placeholder: @escaping @MainActor () -> P
    ) where Content == ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image { ViewBuilder.buildEither(first: content(image)) } else { ViewBuilder.buildEither(second: placeholder()) }
        }
    }

    /// `content` for each phase: empty, success, failure.
    public init(url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        let load = loaded
        let url = self.url
        return content(load.phase(for: url))
            .task(id: url) {
                guard let url, load.loadedURL != url else { return }
                let phase = await AsyncImageLoading.load(url)
                guard !Task.isCancelled else { return }
                load.finish(url, phase)
            }
    }
}

/// The load of an ``AsyncImage``: the URL loaded and its phase, observed by the view.
@MainActor @Observable
final class AsyncImageLoad {
    private(set) var loadedURL: URL?
    private var loadedPhase = AsyncImagePhase.empty

    nonisolated init() {}

    /// The phase for `url`: empty until that URL has loaded.
    func phase(for url: URL?) -> AsyncImagePhase {
        url != nil && url == loadedURL ? loadedPhase : .empty
    }

    func finish(_ url: URL, _ phase: AsyncImagePhase) {
        loadedURL = url
        loadedPhase = phase
    }
}

/// What an ``AsyncImage`` without content shows: a spinner while loading, the image, or a
/// broken-image icon that says why it failed in its tooltip.
public struct AsyncImageDefaultContent: View {
    let phase: AsyncImagePhase

    public var body: some View {
        switch phase {
        case .empty: AnyView(ProgressView())
        case .success(let image): AnyView(image)
        case .failure(let error): AnyView(Image(systemName: "image-missing-symbolic").help(String(describing: error)))
        }
    }
}

/// Reading an image's bytes off the main actor.
enum AsyncImageLoading {
    static func load(_ url: URL) async -> AsyncImagePhase {
        do {
            let path = try await Task.detached(priority: .userInitiated) { try await localImagePath(for: url) }.value
            return .success(Image(filePath: path))
        } catch {
            return .failure(error)
        }
    }

    /// A file holding the image at `url`: the file itself for `file:`, the download kept in
    /// the caches folder for `http(s):`.
    static func localImagePath(for url: URL) async throws -> String {
        switch url.scheme?.lowercased() {
        case "file":
            let data = try Data(contentsOf: url, options: .mappedIfSafe)
            guard isImage(data) else { throw AsyncImageError.notAnImage(url) }
            return url.path
        case "http", "https":
            var request = URLRequest(url: url)
            request.timeoutInterval = 30
            let (data, response) = try await download(request)
            if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                throw AsyncImageError.httpStatus(status)
            }
            guard isImage(data) else { throw AsyncImageError.notAnImage(url) }
            let folder = URL.cachesDirectory.appendingPathComponent("cells-async-images", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent(cacheName(of: url))
            try data.write(to: file, options: .atomic)
            return file.path
        case let scheme:
            throw AsyncImageError.unsupportedScheme(scheme ?? "")
        }
    }

    private static func download(_ request: URLRequest) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let data, let response { continuation.resume(returning: (data, response)) }
                else { continuation.resume(throwing: error ?? URLError(.badServerResponse)) }
            }.resume()
        }
    }

    /// A stable file name for `url` (FNV-1a of its text), keeping its extension.
    static func cacheName(of url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let ext = url.pathExtension.isEmpty ? "img" : url.pathExtension
        return String(hash, radix: 16) + "." + ext
    }

    /// Whether `data` starts as an image file does.
    static func isImage(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(16))
        func starts(_ bytes: [UInt8]) -> Bool { head.count >= bytes.count && Array(head.prefix(bytes.count)) == bytes }
        if starts([0x89, 0x50, 0x4E, 0x47]) || starts([0xFF, 0xD8, 0xFF]) || starts(Array("GIF8".utf8)) || starts(Array("BM".utf8))
            || starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) || starts([0x00, 0x00, 0x01, 0x00]) {
            return true
        }
        if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return true }
        let text = String(decoding: data.prefix(512), as: UTF8.self)
        return text.contains("<svg")
    }
}
