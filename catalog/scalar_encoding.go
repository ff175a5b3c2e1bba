package catalog

// encodingScalars are the canonical encoding functions of
// dialects/functions_base64.go.
var encodingScalars = []*Func{
	scalar("base64_text", 1, 1, "base64_text(s): the Base64 text (RFC 4648: the alphabet A-Z, a-z, 0-9, + and /, padded with =, without line breaks) of the UTF-8 bytes of the string s (base64_text('héllo€') = 'aMOpbGxv4oKs', base64_text('') = ''); NULL gives NULL."),
}
