import CellsGtk

/// A small form around the date field: what the demo window shows and the tests drive.
public struct DeadlineForm: View {
    @Owned private var deadline = CalendarDay(year: 2026, month: 11, day: 24)
    private let onWrite: @MainActor () -> Void

    /// `onWrite` runs on every write of the deadline through the field (tests count them).
    public init(onWrite: @escaping @MainActor () -> Void = {}) {
        self.onWrite = onWrite
    }

    public var body: some View {
        let deadline = Binding(get: { self.deadline }, set: { newValue in
            onWrite()
            self.deadline = newValue
        })
        VStack(alignment: .leading, spacing: 12) {
            Text("Deadline: \(self.deadline)")
            DateField(day: deadline)
            Button("Next week") {
                self.deadline.day = min(self.deadline.day + 7, 28)
            }
        }
        .padding()
    }
}
