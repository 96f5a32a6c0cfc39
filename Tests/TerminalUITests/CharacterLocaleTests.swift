#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TerminalUI

/// The terminal takes the user's locale for characters only.
@Suite struct CharacterLocaleTests {
    @Test func onlyTheCharacterTypeIsTheUsers() throws {
        CursesTerminal.adoptCharacterLocale()
        #expect(String(cString: try #require(setlocale(LC_NUMERIC, nil))) == "C", "numbers stay C's")
        var named = "C"
        for variable in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(variable), value.pointee != 0 {
                named = String(cString: value)
                break
            }
        }
        let characters = String(cString: try #require(setlocale(LC_CTYPE, nil)))
        // A locale the system lacks leaves C; otherwise it is the one the environment names.
        #expect(characters == named || characters == "C", "\(characters) for \(named)")
    }
}
