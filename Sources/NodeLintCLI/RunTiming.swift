import Foundation
import NodeLintEngine

/// `NODELINT_TIMING=1`: where a lint run's time went, on standard error once the report is written
/// (ESLint's `TIMING`, for the same question from a user: which part of my run is slow). The command's
/// own steps (configuration, project files, choosing the files and their context, the report) with the
/// lint run's steps inside its line, each with wall and CPU time (the process's threads and its child
/// processes: git, the parse workers). Off, it costs nothing and prints nothing.
struct RunTiming {
    /// The command's steps; nil when timing is off.
    let command: StageClock?
    /// The lint run's steps (`LintRun.Options.clock`).
    let lint: StageClock?

    init(environment: [String: String]) {
        let on = environment["NODELINT_TIMING"].map { !$0.isEmpty && $0 != "0" } ?? false
        command = on ? StageClock() : nil
        lint = on ? StageClock() : nil
        command?.start()
    }

    /// Ends the command's step `name`.
    func lap(_ name: String) { command?.lap(name) }

    /// The table, one step a line (the lint run's indented under "lint"), then the total.
    func write(to output: TextOutput) {
        guard let command else { return }
        output.error("nodelint timing:".padding(toLength: Self.labelWidth, withPad: " ", startingAt: 0) + "   wall s     CPU s")
        func line(_ name: String, _ time: StageTime, indent: Int) {
            let label = String(repeating: " ", count: indent) + name
            output.error(label.padding(toLength: Self.labelWidth, withPad: " ", startingAt: 0) + String(format: "%9.3f %9.3f", time.wall, time.cpu))
        }
        var total = StageTime(wall: 0, cpu: 0)
        for step in command.steps {
            line(step.name, step.time, indent: 2)
            total = StageTime(wall: total.wall + step.time.wall, cpu: total.cpu + step.time.cpu)
            if step.name == Self.lintStep { for inner in lint?.steps ?? [] { line(inner.name, inner.time, indent: 4) } }
        }
        line("total", total, indent: 2)
    }

    /// Wide enough for the lint run's longest step name, indented.
    static let labelWidth = 60

    /// The command's step that holds the lint run's.
    static let lintStep = "lint"
}
