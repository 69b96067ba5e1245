module github.com/chat-contract/chat-contract/generated/go

go 1.24
