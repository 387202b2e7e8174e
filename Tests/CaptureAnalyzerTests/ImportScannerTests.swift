import Testing

@testable import ClangFrontend

/// The include scan that decides stand-ins and the headers a file can reach, read from text
/// before clang sees it.
struct ImportScannerTests {
    @Test func readsEveryFormOfIncludeAndImport() {
        let source = """
            #import <Foundation/Foundation.h>
              #  include "Local Dir/Helper.h"\r
            #include <>
            @import UIKit;
            @import  Kit.Private ;
            @import Kit;
            @interface Foo : NSObject
            @property (nonatomic) int x;
            @end
            #if __has_include(<Opt/Opt.h>) && __has_include_next( "Near.h" )
            #import <Opt/Opt.h>
            #elif defined(X)
            #endif
            // #import "Commented.h" is not a directive line
            """
        let imports = ImportScanner.scan(source)
        #expect(imports.angled == ["Foundation/Foundation.h", "Opt/Opt.h"])
        #expect(imports.quoted == ["Local Dir/Helper.h"])
        #expect(imports.modules == ["UIKit": [], "Kit": ["Private"]])
        #expect(imports.probed == ["Opt/Opt.h", "Near.h"])
        #expect(!imports.computed)
    }

    @Test func anIncludeThroughAMacroIsComputed() {
        #expect(ImportScanner.scan("#define H \"a.h\"\n#include H\n").computed)
        #expect(!ImportScanner.scan("#include \"a.h\" // H\n").computed)
    }

    @Test func nonASCIITextAroundDirectivesIsSkipped() {
        let imports = ImportScanner.scan("// é ☃\n#import \"Ünïcode.h\"\nNSString *s = @\"ü\";\n")
        #expect(imports.quoted == ["Ünïcode.h"])
    }
}
