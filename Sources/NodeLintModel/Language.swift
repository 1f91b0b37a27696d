/// The source language a front end read. Rules are written once and see both through the model.
public enum Language: String, Sendable, Codable {
    case swift
    case objectiveC = "objective-c"
}
