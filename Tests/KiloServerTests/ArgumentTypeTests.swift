import Foundation
import ServerTestSupport
import Testing

/// Every argument type, converted through a real request, and each one's failure.
@Suite("Argument types")
struct ArgumentTypeTests {
    /// (endpoint, query value as sent, expected JSON body)
    static let valid: [(String, String, String)] = [
        ("Int", "-42", "-42"),
        ("Int", "%2B7", "7"),
        ("Int8", "-128", "-128"),
        ("Int16", "32767", "32767"),
        ("Int32", "-2147483648", "-2147483648"),
        ("Int64", "9223372036854775807", "9223372036854775807"),
        ("UInt", "18446744073709551615", "18446744073709551615"),
        ("UInt8", "255", "255"),
        ("UInt16", "65535", "65535"),
        ("UInt32", "4294967295", "4294967295"),
        ("UInt64", "0", "0"),
        ("Double", "2.5", "2.5"),
        ("Double", "1e3", "1000"),
        ("Double", "-0.125", "-0.125"),
        ("Double", "-.5E1", "-5"),
        ("Float", "0.1", "0.1"),
        ("Bool", "true", "true"),
        ("Bool", "false", "false"),
        ("Bool", "1", "true"),
        ("Bool", "0", "false"),
        ("String", "h%C3%A9llo+w%26rld%3D%25", "\"héllo w&rld=%\""),
        ("String", "", "\"\""),
        ("Date", "1700000000000", "1700000000000"),
        ("Date", "2023-11-14T22:13:20Z", "1700000000000"),
        ("Date", "2023-11-14T22:13:20.5Z", "1700000000500"),
        ("Date", "2023-11-14T23:13:20%2B01:00", "1700000000000"),
        ("Date", "2023-11-14", "1699920000000"),
        ("Duration", "PT1H30M", "5400"),
        ("Duration", "P1DT0.25S", "86400.25"),
        ("Duration", "pt90s", "90"),
        ("Duration", "-PT5S", "-5"),
        ("Duration", "PT0S", "0"),
        ("Duration", "-P36525D", "-3155760000"),
        ("LocalDate", "2024-02-29", #""2024-02-29""#),
        ("LocalDate", "0001-01-01", #""0001-01-01""#),
        ("LocalDate/next", "2023-12-31", #"{"day":"2023-12-31","next":"2024-01-01"}"#),
        ("LocalDate/next", "9999-12-31", #"{"day":"9999-12-31"}"#),
        ("LocalTime", "09:30", #""09:30:00""#),
        ("LocalTime", "23:59:59", #""23:59:59""#),
        ("LocalTime", "00:00:00.250", #""00:00:00.25""#),
        ("LocalTime", "12:00:00,000000001", #""12:00:00.000000001""#),
        ("UUID", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""),
        ("URL", "https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc", "\"https://example.com/a?b=c\""),
        ("Size", "medium", "\"medium\""),
        ("Level", "2", "2"),
    ]

    @Test("converts valid values", arguments: valid)
    func convertsValidValues(endpoint: String, sent: String, expected: String) async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/types/\(endpoint)?value=\(sent)")
            #expect(response.status == 200, "\(endpoint)=\(sent): \(response.text)")
            #expect(response.text == expected, "\(endpoint)=\(sent)")
            #expect(response.header("content-type") == "application/json")
        }
    }

    /// (endpoint, value as sent, message)
    static let invalid: [(String, String, String)] = [
        (
            "Int", "x",
            #"Parameter "value" has the invalid value "x": expected an integer from -9223372036854775808 to 9223372036854775807."#
        ),
        (
            "Int", "1.5",
            #"Parameter "value" has the invalid value "1.5": expected an integer from -9223372036854775808 to 9223372036854775807."#
        ),
        (
            "Int", "",
            #"Parameter "value" has the invalid value "": expected an integer from -9223372036854775808 to 9223372036854775807."#
        ),
        ("Int8", "128", #"Parameter "value" has the invalid value "128": expected an integer from -128 to 127."#),
        ("UInt8", "-1", #"Parameter "value" has the invalid value "-1": expected an integer from 0 to 255."#),
        (
            "UInt64", "18446744073709551616",
            #"Parameter "value" has the invalid value "18446744073709551616": expected an integer from 0 to 18446744073709551615."#
        ),
        ("Double", "abc", #"Parameter "value" has the invalid value "abc": expected a number."#),
        ("Double", "nan", #"Parameter "value" has the invalid value "nan": expected a number."#),
        ("Double", "0x10", #"Parameter "value" has the invalid value "0x10": expected a number."#),
        ("Double", "0x1p3", #"Parameter "value" has the invalid value "0x1p3": expected a number."#),
        ("Double", "infinity", #"Parameter "value" has the invalid value "infinity": expected a number."#),
        ("Float", "0x10", #"Parameter "value" has the invalid value "0x10": expected a number."#),
        ("Float", "1e39", #"Parameter "value" has the invalid value "1e39": expected a number."#),
        ("Bool", "yes", #"Parameter "value" has the invalid value "yes": expected true, false, 1 or 0."#),
        ("Bool", "TRUE", #"Parameter "value" has the invalid value "TRUE": expected true, false, 1 or 0."#),
        (
            "Date", "yesterday",
            #"Parameter "value" has the invalid value "yesterday": expected milliseconds since 1970 or an ISO 8601 date."#
        ),
        (
            "Duration", "P1M",
            #"Parameter "value" has the invalid value "P1M": expected an ISO 8601 duration such as PT1H30M, at most 100 years (P36525D) either way."#
        ),
        (
            "Duration", "PT1.5H",
            #"Parameter "value" has the invalid value "PT1.5H": expected an ISO 8601 duration such as PT1H30M, at most 100 years (P36525D) either way."#
        ),
        (
            "Duration", "PT99999999999999999H",
            #"Parameter "value" has the invalid value "PT99999999999999999H": expected an ISO 8601 duration such as PT1H30M, at most 100 years (P36525D) either way."#
        ),
        (
            "Duration", "P106751991167300DT15H",
            #"Parameter "value" has the invalid value "P106751991167300DT15H": expected an ISO 8601 duration such as PT1H30M, at most 100 years (P36525D) either way."#
        ),
        (
            "Duration", "-P36525DT0.000000001S",
            #"Parameter "value" has the invalid value "-P36525DT0.000000001S": expected an ISO 8601 duration such as PT1H30M, at most 100 years (P36525D) either way."#
        ),
        (
            "Duration", "90",
            #"Parameter "value" has the invalid value "90": expected an ISO 8601 duration such as PT1H30M, at most 100 years (P36525D) either way."#
        ),
        ("LocalDate", "2023-02-29", #"Parameter "value" has the invalid value "2023-02-29": expected a date as YYYY-MM-DD."#),
        ("LocalDate", "2024-1-05", #"Parameter "value" has the invalid value "2024-1-05": expected a date as YYYY-MM-DD."#),
        ("LocalDate", "0000-01-01", #"Parameter "value" has the invalid value "0000-01-01": expected a date as YYYY-MM-DD."#),
        (
            "LocalDate", "2024-01-05T00:00:00Z",
            #"Parameter "value" has the invalid value "2024-01-05T00:00:00Z": expected a date as YYYY-MM-DD."#
        ),
        ("LocalTime", "24:00", #"Parameter "value" has the invalid value "24:00": expected a time of day as HH:MM or HH:MM:SS."#),
        ("LocalTime", "9:30", #"Parameter "value" has the invalid value "9:30": expected a time of day as HH:MM or HH:MM:SS."#),
        (
            "LocalTime", "23:59:60",
            #"Parameter "value" has the invalid value "23:59:60": expected a time of day as HH:MM or HH:MM:SS."#
        ),
        (
            "LocalTime", "12:00:00%2B01:00",
            #"Parameter "value" has the invalid value "12:00:00+01:00": expected a time of day as HH:MM or HH:MM:SS."#
        ),
        (
            "LocalTime", "12:00:00.1234567890",
            #"Parameter "value" has the invalid value "12:00:00.1234567890": expected a time of day as HH:MM or HH:MM:SS."#
        ),
        ("UUID", "not-a-uuid", #"Parameter "value" has the invalid value "not-a-uuid": expected a UUID."#),
        ("URL", "relative/path", #"Parameter "value" has the invalid value "relative/path": expected an absolute URL."#),
        ("Size", "huge", #"Parameter "value" has the invalid value "huge": expected one of "small", "medium", "large"."#),
        ("Size", "Small", #"Parameter "value" has the invalid value "Small": expected one of "small", "medium", "large"."#),
        ("Level", "3", #"Parameter "value" has the invalid value "3": expected a value of Level."#),
        (
            "array", "1&value=two",
            #"Parameter "value" has the invalid value "two": expected an integer from -9223372036854775808 to 9223372036854775807."#
        ),
        (
            "set", "small&value=tiny",
            #"Parameter "value" has the invalid value "tiny": expected one of "small", "medium", "large"."#
        ),
        (
            "optional", "x",
            #"Parameter "value" has the invalid value "x": expected an integer from -9223372036854775808 to 9223372036854775807."#
        ),
    ]

    @Test("rejects invalid values with 400 naming the parameter and value", arguments: invalid)
    func rejectsInvalidValues(endpoint: String, sent: String, message: String) async throws {
        try await withExampleServer { port in
            let response = try await RawHTTPClient.get(port: port, "/types/\(endpoint)?value=\(sent)")
            #expect(response.status == 400)
            #expect(response.text == message)
            #expect(response.header("content-type") == "text/plain; charset=utf-8")
        }
    }

    @Test("a missing required argument is 400 \"Parameter … is required.\"")
    func missingRequired() async throws {
        try await withExampleServer { port in
            for endpoint in ["Int", "String", "Date", "Size"] {
                let response = try await RawHTTPClient.get(port: port, "/types/\(endpoint)")
                #expect(response.status == 400)
                #expect(response.text == #"Parameter "value" is required."#)
            }
        }
    }

    @Test("optionals: missing or empty is nil; arrays and sets take repeated values; defaults apply")
    func optionalsArraysDefaults() async throws {
        try await withExampleServer { port in
            try await expectGET(port, "/types/optional", "\"none\"")
            try await expectGET(port, "/types/optional?value=", "\"none\"")
            try await expectGET(port, "/types/optional?value=5", "\"5\"")
            try await expectGET(port, "/types/array", "[]")
            try await expectGET(port, "/types/array?value=3&value=1&value=3", "[3,1,3]")
            try await expectGET(port, "/types/set?value=small&value=large&value=small", #"["large","small"]"#)
            try await expectGET(port, "/types/defaulted", "\"x3\"")
            try await expectGET(port, "/types/defaulted?count=7", "\"x7\"")
            try await expectGET(port, "/types/defaulted?label=y", "\"y3\"")
            // A repeated single-valued argument takes the first value.
            try await expectGET(port, "/types/Int?value=1&value=2", "1")
        }
    }

    @Test("files: a text value is not a file, and an optional file may be absent")
    func files() async throws {
        try await withExampleServer { port in
            var form = MultipartBody()
            form.file("upload", fileName: "a.txt", contentType: "text/plain", Array("contents".utf8))
            var response = try await RawHTTPClient.request(
                port: port, "POST", "/types/file", headers: [("Content-Type", form.contentType)], body: form.finished())
            #expect(response.text == "\"contents\"")

            var textInstead = MultipartBody()
            textInstead.field("upload", "not a file")
            response = try await RawHTTPClient.request(
                port: port, "POST", "/types/file", headers: [("Content-Type", textInstead.contentType)],
                body: textInstead.finished())
            #expect(response.status == 400)
            #expect(
                response.text
                    == #"Parameter "upload" has the invalid value "not a file": expected a file upload (a multipart part with a file name)."#
            )

            response = try await RawHTTPClient.request(port: port, "POST", "/types/optionalFile")
            #expect(response.text == "\"none\"")
        }
    }
}
