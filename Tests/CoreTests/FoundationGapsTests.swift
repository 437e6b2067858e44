import Cells
import Foundation
import Testing

/// Apple Foundation names swift-corelibs-foundation lacks, given by Cells so ported lines
/// compile unchanged.
@Suite struct FoundationGapsTests {
    @Test func theUsersFoldersAreTheXDGOnes() {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        #expect(URL.cachesDirectory.path.hasPrefix(home) || ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] != nil)
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        #expect(!URL.applicationSupportDirectory.path.isEmpty)
    }

    @MainActor @Test func stringLocalizedIsTheKeysTranslationWithItsArguments() {
        let count = 3
        #expect(String(localized: "\(count) books") == "3 books", "no catalog: the key with its arguments")
        #expect(String(localized: "Plain") == "Plain")
    }
}
