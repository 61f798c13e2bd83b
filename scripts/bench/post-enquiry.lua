-- wrk script: every request is a valid enquiry (no Idempotency-Key, so each one is stored).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"name":"Bench Traveller","date":"2027-01-01","contact":"+91 90000 00000","email":"bench@example.com"}'
