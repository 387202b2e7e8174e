// The library the tracker loads (dlopen) when a tracked process exits: it runs the scan and
// writes the report. A separate dynamic library so that the tracker itself stays C with no
// Swift dependency, and the scan's code is only loaded into processes that are being scanned.
import LeakScan

/// Called by the tracker at exit with the path to write the process's report to.
@_cdecl("capcheck_leaks_exit_scan")
public func capcheckLeaksExitScan(_ reportPath: UnsafePointer<CChar>) -> Int32 {
    LeakTracker.scanAtExit(reportPath: String(cString: reportPath))
}
