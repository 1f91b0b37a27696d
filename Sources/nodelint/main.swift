import Foundation
import NodeLintCLI

// Output is written in large pieces; make sure nothing is lost when stdout is a pipe that closes.
signal(SIGPIPE, SIG_IGN)
exit(NodeLintMain.main(Array(CommandLine.arguments.dropFirst())))
