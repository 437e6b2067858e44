import Foundation

/// The fonts snapshot pictures are drawn with: Debian's `fonts-dejavu-core` and nothing else,
/// so that a picture does not change with the fonts a machine happens to have installed.
///
/// A view pictured in the test process gets them by itself (``pin()`` runs before the first
/// picture). A launched app gets them through its environment:
///
/// ```swift
/// let app = try UIApplication(launching: "MyApp", environment: SnapshotFonts.environment)
/// ```
public enum SnapshotFonts {
    /// The Debian package the fonts come from.
    public static let debianPackage = "fonts-dejavu-core"

    private static let folder = "/usr/share/fonts/truetype/dejavu"
    private static let files = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
        "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
    ]

    /// fontconfig's configuration naming those fonts alone, written once to a temporary file.
    public static let configurationFile: String = {
        let accepted = files.map { "      <glob>\(folder)/\($0)</glob>" }.joined(separator: "\n")
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(folder)</dir>
              <selectfont>
                <rejectfont><glob>\(folder)/*</glob></rejectfont>
                <acceptfont>
            \(accepted)
                </acceptfont>
              </selectfont>
              <cachedir>\(FileManager.default.temporaryDirectory.path)/cells-snapshot-fontconfig</cachedir>
            </fontconfig>

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cells-snapshot-fonts-\(getpid()).conf")
        try? Data(text.utf8).write(to: file)
        return file.path
    }()

    /// `FONTCONFIG_FILE` for a launched app.
    public static var environment: [String: String] { ["FONTCONFIG_FILE": configurationFile] }

    /// Whether the fonts are installed (`apt-get install fonts-dejavu-core`).
    public static var areInstalled: Bool {
        FileManager.default.fileExists(atPath: "\(folder)/\(files[0])")
    }

    /// Points this process's fontconfig at those fonts. It must run before GTK first draws
    /// text (fontconfig reads its configuration once); the view strategies call it.
    public static func pin() {
        if !areInstalled {
            FileHandle.standardError.write(Data("CellsSnapshotTesting: \(folder) is missing; pictures will use other fonts (apt-get install \(debianPackage))\n".utf8))
        }
        setenv("FONTCONFIG_FILE", configurationFile, 1)
    }
}
